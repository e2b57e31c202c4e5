/** The migrated, empty database every test database is copied from (made by postgres-global-setup.ts). */
export const TEMPLATE_DATABASE = 'figs_test_template'
