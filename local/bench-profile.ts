import { writeFileSync } from "node:fs";
import WebSocket from "ws";

/**
 * A CPU profile of the app's Worker inside workerd, taken through wrangler's inspector
 * (the DevTools protocol) while `run` sends requests: `npm run bench -- --profile`. Writes
 * the `.cpuprofile` (open it in Chrome's DevTools, which maps the bundle back to sources
 * with build/server's source maps) and answers where the time went, by function, as shares
 * of the samples taken while the Worker was busy.
 */
export async function profileWorker(inspectorPort: number, file: string, run: () => Promise<void>) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  // The `ws` package: Node's own WebSocket is refused by wrangler's inspector proxy.
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let id = 0;
  const waiting = new Map<number, (result: any) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<any>((resolve) => {
      waiting.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 50 });
  await send("Profiler.start");
  await run();
  const { profile } = await send("Profiler.stop");
  socket.close();
  writeFileSync(file, JSON.stringify(profile));
  return summarize(profile);
}

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

function summarize(profile: { nodes: Node[]; samples: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let busy = 0;
  for (const sample of profile.samples) {
    const frame = byId.get(sample)!.callFrame;
    if (frame.functionName === "(idle)" || frame.functionName === "(program)") continue;
    busy++;
    const where = frame.url.split("/").slice(-1)[0] ?? "";
    const name = `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + 1);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, count]) => `${((100 * count) / busy).toFixed(1).padStart(5)} %  ${name}`);
  return { busySamples: busy, functions: top(self, 40) };
}
