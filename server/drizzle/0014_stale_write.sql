-- Raised by a statement that wrote on the strength of a row read before it, when that row has
-- changed since (its version differs): the statement, and everything it wrote, is undone, and the
-- caller starts again under a lock. SQLSTATE TL409.
CREATE OR REPLACE FUNCTION touchline_stale_write() RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'a row changed since it was read' USING ERRCODE = 'TL409';
END
$$;
