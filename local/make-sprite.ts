// Writes app/components/icons.svg: one <symbol> per name in ICON_NAMES, drawn from Lucide's
// own icon data (lucide-react's per-icon modules), so no icon's paths are in a page's
// JavaScript or repeated in its HTML (decision 090). Run after adding a name:
// `npm run icons`; the file is committed, and make-sprite.test.ts fails when it is stale.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ICON_NAMES } from "../app/components/icon-names.ts";

const root = path.resolve(import.meta.dirname, "..");
export const SPRITE_FILE = path.join(root, "app/components/icons.svg");

type IconNode = [string, Record<string, string>][];

const escape = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** An icon's shapes as SVG, without Lucide's React keys. */
function shapes(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
        .join("");
      return `<${tag}${pairs}/>`;
    })
    .join("");
}

/** The sprite's text: its symbols carry shapes only; <Icon> sets stroke and fill, so they inherit. */
export async function spriteSvg(): Promise<string> {
  const symbols: string[] = [];
  for (const name of ICON_NAMES) {
    const file = path.join(root, "node_modules/lucide-react/dist/esm/icons", `${name}.mjs`);
    const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode } };
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes(__iconData.node)}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.main) {
  writeFileSync(SPRITE_FILE, await spriteSvg());
  console.log(`Wrote ${path.relative(root, SPRITE_FILE)} (${ICON_NAMES.length} icons)`);
}
