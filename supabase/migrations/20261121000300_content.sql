-- =============================================================================
-- Content of a dashboard: objectives (tasks of a day), notes (of a year) and
-- markers (coloured labels, "filters" in the interface) with their links.
-- Every member reads and changes all of it, through the planner API's functions.
-- =============================================================================

create table public.objectives (
  id uuid primary key default gen_random_uuid(),
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  day date not null,
  title text not null check (char_length(btrim(title)) between 1 and 500),
  done boolean not null default false,
  done_at timestamptz,
  position double precision not null default 0,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, dashboard_id),
  check (done = (done_at is not null))
);

comment on table public.objectives is 'A task that belongs to one day of one dashboard.';
comment on column public.objectives.id is 'Identifier.';
comment on column public.objectives.dashboard_id is 'The dashboard it belongs to.';
comment on column public.objectives.day is 'The day it is planned for (a calendar date, no time zone).';
comment on column public.objectives.title is 'What to do, 1 to 500 characters.';
comment on column public.objectives.done is 'Whether it is done.';
comment on column public.objectives.done_at is 'When it was marked done; null while not done.';
comment on column public.objectives.position is 'Order within its day: always 1..n (the planner API keeps it so under concurrency).';
comment on column public.objectives.created_by is 'Who added it.';
comment on column public.objectives.created_at is 'When it was added.';
comment on column public.objectives.updated_at is 'Last change.';

create index objectives_by_day on public.objectives (dashboard_id, day, position);
-- The overdue list and "open today" counts read only objectives that are not done.
create index objectives_open_by_day on public.objectives (dashboard_id, day) where not done;

create table public.notes (
  id uuid primary key default gen_random_uuid(),
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  year int not null check (year between 1900 and 9999),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  body text not null default '' check (char_length(body) <= 20000),
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, dashboard_id)
);

comment on table public.notes is 'A note that belongs to one year of one dashboard.';
comment on column public.notes.id is 'Identifier.';
comment on column public.notes.dashboard_id is 'The dashboard it belongs to.';
comment on column public.notes.year is 'The year it belongs to.';
comment on column public.notes.title is 'Heading, 1 to 200 characters.';
comment on column public.notes.body is 'Text, up to 20,000 characters.';
comment on column public.notes.created_by is 'Who wrote it.';
comment on column public.notes.created_at is 'When it was written; notes list newest first.';
comment on column public.notes.updated_at is 'Last change.';

create index notes_by_year on public.notes (dashboard_id, year, created_at desc);

create table public.markers (
  id uuid primary key default gen_random_uuid(),
  dashboard_id uuid not null references public.dashboards (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 40),
  color text not null check (color in ('red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'rose', 'slate')),
  created_at timestamptz not null default now(),
  unique (id, dashboard_id)
);

comment on table public.markers is 'A coloured label of a dashboard ("filter" in the interface).';
comment on column public.markers.id is 'Identifier.';
comment on column public.markers.dashboard_id is 'The dashboard it belongs to.';
comment on column public.markers.name is 'Name, 1 to 40 characters, unique per dashboard ignoring case.';
comment on column public.markers.color is 'One of the fixed palette''s colour names.';
comment on column public.markers.created_at is 'When it was created.';

create unique index markers_unique_name on public.markers (dashboard_id, lower(btrim(name)));

-- Links carry the dashboard so a marker can only tag content of its own dashboard.
create table public.objective_markers (
  dashboard_id uuid not null,
  objective_id uuid not null,
  marker_id uuid not null,
  primary key (objective_id, marker_id),
  foreign key (objective_id, dashboard_id) references public.objectives (id, dashboard_id) on delete cascade,
  foreign key (marker_id, dashboard_id) references public.markers (id, dashboard_id) on delete cascade
);

comment on table public.objective_markers is 'Which markers tag which objective.';
comment on column public.objective_markers.dashboard_id is 'The dashboard of both the objective and the marker.';
comment on column public.objective_markers.objective_id is 'The objective.';
comment on column public.objective_markers.marker_id is 'The marker.';

create index objective_markers_by_marker on public.objective_markers (marker_id);

create table public.note_markers (
  dashboard_id uuid not null,
  note_id uuid not null,
  marker_id uuid not null,
  primary key (note_id, marker_id),
  foreign key (note_id, dashboard_id) references public.notes (id, dashboard_id) on delete cascade,
  foreign key (marker_id, dashboard_id) references public.markers (id, dashboard_id) on delete cascade
);

comment on table public.note_markers is 'Which markers tag which note.';
comment on column public.note_markers.dashboard_id is 'The dashboard of both the note and the marker.';
comment on column public.note_markers.note_id is 'The note.';
comment on column public.note_markers.marker_id is 'The marker.';

create index note_markers_by_marker on public.note_markers (marker_id);

-- -----------------------------------------------------------------------------
-- Row-level security: members read everything of their dashboards; changes go
-- through the planner API's functions.
-- -----------------------------------------------------------------------------

alter table public.objectives enable row level security;
alter table public.notes enable row level security;
alter table public.markers enable row level security;
alter table public.objective_markers enable row level security;
alter table public.note_markers enable row level security;

create policy "Members can read objectives" on public.objectives for select to authenticated
  using (dashboard_id in (select private.my_dashboard_ids()));
create policy "Members can read notes" on public.notes for select to authenticated
  using (dashboard_id in (select private.my_dashboard_ids()));
create policy "Members can read markers" on public.markers for select to authenticated
  using (dashboard_id in (select private.my_dashboard_ids()));
create policy "Members can read objective tags" on public.objective_markers for select to authenticated
  using (dashboard_id in (select private.my_dashboard_ids()));
create policy "Members can read note tags" on public.note_markers for select to authenticated
  using (dashboard_id in (select private.my_dashboard_ids()));

-- -----------------------------------------------------------------------------
-- Who may do what
-- -----------------------------------------------------------------------------

revoke all on table public.objectives, public.notes, public.markers, public.objective_markers, public.note_markers
  from public, anon, authenticated, service_role;
grant select on table public.objectives, public.notes, public.markers, public.objective_markers, public.note_markers to authenticated;
