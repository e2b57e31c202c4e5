/** Ids are UUIDs: anything else can be answered "not found" without asking the database. */
export const isUuid = (id: string | undefined | null): id is string =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id ?? '')
