/**
 * Customs tariff (HS) codes of figs: 0804.20 is "figs, fresh or dried"; the eight-digit lines
 * split fresh (.10) from dried (.90). (0813.10 is dried apricots, never figs.)
 */
export const HS_CODES = {
  fresh: '0804.20.10',
  dried: '0804.20.90',
} as const
