-- =============================================================================
-- A rule counted from done is the series that starts on the day it is done
-- =============================================================================
-- private.next_from_done (the repeat from done migration) wrote the rules' arithmetic
-- a second time. Its answer is the first day after p_done of the series starting on
-- p_done, which private.next_occurrence already computes: it now asks that one, so the
-- rules (a short month's last day, weekdays) live in one place.
-- =============================================================================

create or replace function private.next_from_done(p_repeat text, p_every int, p_done date)
returns date language sql immutable set search_path = '' as $$
  select private.next_occurrence(p_repeat, p_every, p_done, p_done)
$$;

comment on function private.next_from_done(text, int, date) is
  'The next day of a rule counted from the day it is done (p_done): the series from p_done''s next day.';
