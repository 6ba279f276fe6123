import { startTransition, StrictMode, useEffect, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { decodeRouterData, documentParent } from "./lib/hydrate-document.client";
import { clientBuild, resumeInterruptedNavigation, sendBuildWithDataRequests } from "./lib/build.client";
import { onTextsAdded, startTranslator } from "./lib/i18n.client";
import { languageFromTag } from "./lib/i18n";
import type { Translator } from "./lib/translator";
import { TranslatorContext } from "./lib/use-translation";

/** The translator for the page, given anew when texts arrive that were asked for before they had loaded. */
function Texts({ translator, children }: { translator: Translator; children: ReactNode }) {
  const [value, setValue] = useState(translator);
  // A new object makes every reader render again, now with the texts.
  useEffect(() => onTextsAdded(() => setValue({ ...translator })), [translator]);
  return <TranslatorContext value={value}>{children}</TranslatorContext>;
}

/** In the mobile app's web view: Capacitor's runtime is on `window` (app/lib/native.client.ts). */
const isNativeApp = () =>
  (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.() === true;

async function main() {
  // A reload caused by a chunk of an old build: go on to where the person was going.
  if (resumeInterruptedNavigation()) return;
  const build = clientBuild();
  if (build) sendBuildWithDataRequests(build);
  // In the mobile app only (the web never loads that code): its login link opens here
  // (mobile/README.md).
  if (isNativeApp()) void import("./lib/native.client").then(({ followAppLinks }) => followAppLinks());
  // The server chose the language and the page's texts: <html data-locale data-ns>.
  const { locale, ns } = document.documentElement.dataset;
  const translator = await startTranslator(languageFromTag(locale), ns?.split(" ") ?? ["common"]);
  await decodeRouterData();
  startTransition(() => {
    hydrateRoot(
      documentParent(),
      <Texts translator={translator}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </Texts>,
    );
  });
}

void main();
