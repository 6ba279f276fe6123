-- =============================================================================
-- The day view's function reads as its owner, after its membership check
-- =============================================================================
-- Row-level security gives every table a statement reads its own run of
-- private.my_dashboard_ids(): the day view's one statement reads objectives,
-- notes and markers, so it asked three times who the caller is a member of,
-- after private.member_dashboard had answered it for this dashboard. The function
-- checks first (member_dashboard raises PT404 for anyone else, as before) and
-- reads only rows of p_dashboard, so it now runs as its owner, as the data API's
-- writing functions with their own checks do (decision 022); execution stays
-- granted to signed-in people only.
--
-- Measured on PGlite, day of 100 objectives and 30 notes, each call in its own
-- request transaction as the benchmark makes them: 1.18 → 0.99 ms, against 0.57
-- ms for the trivial function (issue 12 asks at most twice its time).
-- =============================================================================

alter function public.get_day_page(uuid, date, text, uuid[], int, int) security definer;
