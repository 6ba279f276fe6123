import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { decodeRouterData, documentParent } from "./lib/hydrate-document.client";
import { clientBuild, resumeInterruptedNavigation, sendBuildWithDataRequests } from "./lib/build.client";
import { loadLanguage } from "./lib/i18n.client";
import { followAppLinks } from "./lib/native.client";
import { languageFromTag } from "./lib/i18n";
import { createTranslator } from "./lib/translator";
import { TranslatorContext } from "./lib/use-translation";

async function main() {
  // A reload caused by a chunk of an old build: go on to where the person was going.
  if (resumeInterruptedNavigation()) return;
  const build = clientBuild();
  if (build) sendBuildWithDataRequests(build);
  // In the mobile app: its login link opens here (mobile/README.md).
  followAppLinks();
  // The server chose the language; <html data-locale> tells us which one.
  const lng = languageFromTag(document.documentElement.dataset.locale);
  const translator = createTranslator(lng, { [lng]: await loadLanguage(lng) });
  await decodeRouterData();
  startTransition(() => {
    hydrateRoot(
      documentParent(),
      <TranslatorContext value={translator}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </TranslatorContext>,
    );
  });
}

void main();
