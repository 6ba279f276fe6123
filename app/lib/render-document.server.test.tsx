import { Suspense, use, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.node";
import { describe, expect, it } from "vitest";
import { renderDocument } from "./render-document.server";

// renderDocument must write what React's own renderToReadableStream writes: the same
// markup, Suspense content streamed in after the shell, errors reported the same way.

function Later({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

function Page({ late, title }: { late: Promise<string>; title: string }) {
  return (
    <html lang="ja">
      <head>
        <title>{title}</title>
      </head>
      <body>
        <h1 className="t">{title} — 日本語 & “quotes” &lt;tags&gt;</h1>
        <ul>
          {Array.from({ length: 400 }, (_, i) => (
            <li key={i} id={`r${i}`} data-n={i}>
              Objective {i} with a realistic, somewhat longer title ✓
            </li>
          ))}
        </ul>
        <Suspense fallback={<p>Loading…</p>}>
          <Later value={late} />
        </Suspense>
        <script nonce="n">{"window.x = 1"}</script>
      </body>
    </html>
  );
}

function later(text: string, ms: number) {
  return new Promise<string>((resolve) => setTimeout(() => resolve(text), ms));
}

describe("renderDocument", () => {
  it("writes byte for byte what React's Node build writes, Suspense content streamed after the shell", async () => {
    const options = { nonce: "n" };
    const theirs = await new Response(
      await renderToReadableStream(<Page late={later("Arrived", 20)} title="Day" />, options),
    ).text();
    const stream = await renderDocument(<Page late={later("Arrived", 20)} title="Day" />, options);
    const reader = stream.getReader();
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(decoder.decode(r.value));
    expect(chunks.join("")).toBe(theirs);
    // The shell in one chunk, the boundary's content in a later one.
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks[0]).toContain("Loading…");
    expect(chunks[0]).not.toContain("Arrived");
    expect(theirs).toContain("Arrived");
  });

  it("writes data that settles right after the shell as React's Node build does", async () => {
    const theirs = await new Response(
      await renderToReadableStream(<Page late={Promise.resolve("Now")} title="Now" />),
    ).text();
    const ours = await new Response(
      await renderDocument(<Page late={Promise.resolve("Now")} title="Now" />, {}),
    ).text();
    expect(ours).toBe(theirs);
  });

  it("waits for everything with allReady, and reports errors as React does", async () => {
    const errors: unknown[] = [];
    function Broken(): ReactNode {
      throw new Error("boom");
    }
    const stream = await renderDocument(
      <div>
        <Suspense fallback="…">
          <Broken />
        </Suspense>
      </div>,
      {
        onError: (error) => {
          errors.push(error);
        },
      },
    );
    await stream.allReady;
    expect(errors).toHaveLength(1);
    expect(await new Response(stream).text()).toContain("<!--$!-->");
  });

  it("rejects when the shell fails, and stops at the signal", async () => {
    function Broken(): ReactNode {
      throw new Error("shell");
    }
    await expect(renderDocument(<Broken />, { onError: () => {} })).rejects.toThrow("shell");
    const controller = new AbortController();
    const never = new Promise<string>(() => {});
    const stream = await renderDocument(
      <div>
        <Suspense fallback="waiting">
          <Later value={never} />
        </Suspense>
      </div>,
      { signal: controller.signal, onError: () => {} },
    );
    controller.abort(new Error("timeout"));
    const html = await new Response(stream).text();
    expect(html).toContain("waiting");
  });
});
