-- Run before a restore, in the restore's transaction: drops every table, view, sequence, routine
-- and type of the public schema, so that the restore recreates them exactly as they were backed
-- up. The schema itself, its owner and its grants stay; objects of extensions are left to them.
-- Used by `npm run restore` and by the compose backup service's restore.
SET client_min_messages = warning;
DO $$
DECLARE
  object record;
BEGIN
  FOR object IN
    SELECT c.relkind AS kind, format('%I.%I', n.nspname, c.relname) AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S', 'c')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    ORDER BY c.relkind <> 'r', c.relkind <> 'p'
  LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE',
      CASE object.kind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
        WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'c' THEN 'TYPE' ELSE 'TABLE' END,
      object.name);
  END LOOP;
  FOR object IN
    SELECT p.prokind AS kind, format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) AS name
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE', CASE object.kind WHEN 'a' THEN 'AGGREGATE' ELSE 'ROUTINE' END, object.name);
  END LOOP;
  FOR object IN
    SELECT t.typtype AS kind, format('%I.%I', n.nspname, t.typname) AS name
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE', CASE object.kind WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, object.name);
  END LOOP;
END
$$;
