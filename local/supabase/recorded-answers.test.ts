import { afterAll, beforeAll, expect, it } from "vitest";
import type { StandIn } from "./server.ts";
import { clientFor, startTestStandIn, uniqueEmail } from "./test-helpers.ts";

let s: StandIn;
beforeAll(async () => {
  s = await startTestStandIn();
  await s.db.exec(`
    create table public.recorded_counter (n int not null);
    insert into public.recorded_counter values (1);
    create function public.recorded_read() returns int language sql stable security definer
      set search_path = '' as $$ select n from public.recorded_counter $$;
  `);
});
afterAll(() => s.close());

async function person() {
  const supabase = clientFor(s);
  const { error } = await supabase.auth.signUp({ email: uniqueEmail(), password: "correct1horse" });
  expect(error).toBeNull();
  return supabase;
}

const setCounter = (n: number) => s.db.exec(`update public.recorded_counter set n = ${n}`);

it("replays a recorded answer to the same request and token only, and stops when switched off", async () => {
  const [ann, bob] = [await person(), await person()];
  s.recordAnswers("record");
  expect((await ann.rpc("recorded_read")).data).toBe(1);
  s.recordAnswers("replay");
  await setCounter(2);
  // Ann's request was recorded: the answer comes from memory, not the database.
  expect((await ann.rpc("recorded_read")).data).toBe(1);
  // The same request with another token, or other arguments, reaches the database.
  expect((await bob.rpc("recorded_read")).data).toBe(2);
  expect((await ann.rpc("recorded_read", {}, { get: true })).data).toBe(2);
  expect(s.recordAnswers("off")).toBe(2);
  expect((await ann.rpc("recorded_read")).data).toBe(2);
  // Recording again starts empty: nothing from the earlier recording is replayed.
  s.recordAnswers("record");
  s.recordAnswers("replay");
  await setCounter(3);
  expect((await ann.rpc("recorded_read")).data).toBe(3);
  s.recordAnswers("off");
});

it("records nothing while off, and never an error", async () => {
  const ann = await person();
  await setCounter(4);
  expect((await ann.rpc("recorded_read")).data).toBe(4);
  s.recordAnswers("replay");
  await setCounter(5);
  expect((await ann.rpc("recorded_read")).data).toBe(5);
  s.recordAnswers("record");
  expect((await ann.rpc("recorded_missing")).error?.code).toBe("PGRST202");
  await s.db.exec("create function public.recorded_missing() returns int language sql as $$ select 6 $$");
  s.recordAnswers("replay");
  expect((await ann.rpc("recorded_missing")).data).toBe(6);
  s.recordAnswers("off");
});
