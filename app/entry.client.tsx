import i18next, { type ResourceLanguage } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { clientBuild, resumeInterruptedNavigation, sendBuildWithDataRequests } from "./lib/build.client";
import { loadLanguage } from "./lib/i18n.client";
import { followAppLinks } from "./lib/native.client";
import { i18nextOptions, languageFromTag } from "./lib/i18n";

async function main() {
  // A reload caused by a chunk of an old build: go on to where the person was going.
  if (resumeInterruptedNavigation()) return;
  const build = clientBuild();
  if (build) sendBuildWithDataRequests(build);
  // In the mobile app: its login link opens here (mobile/README.md).
  followAppLinks();
  // The server chose the language; <html data-locale> tells us which one.
  const lng = languageFromTag(document.documentElement.dataset.locale);
  const resources: Record<string, Record<string, ResourceLanguage>> = { [lng]: await loadLanguage(lng) };
  await i18next.use(initReactI18next).init({ ...i18nextOptions, lng, resources });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void main();
