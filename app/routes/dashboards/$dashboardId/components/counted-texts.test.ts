import { describe, expect, it } from "vitest";
import { supportedLanguages, type Language } from "~/lib/i18n";
import { translatorFor } from "~/lib/i18n.server";
import { deletionText } from "./deletion-text";
import { filterUsage } from "./filter-usage";

// The words settings.tsx and filter-list.tsx show, in every language.
const deletion = (lng: Language, objectives: number, notes: number, markers: number, members: number) =>
  deletionText(translatorFor(lng).getFixedT("board"), { objectives, notes, markers }, members);
const usage = (lng: Language, objectives: number, notes: number) =>
  filterUsage(translatorFor(lng).getFixedT("filters"), objectives, notes);

describe("counted texts", () => {
  it("say one objective in the singular and more in the plural", () => {
    expect(usage("en", 1, 0)).toBe("1 objective, 0 notes");
    expect(usage("en", 2, 1)).toBe("2 objectives, 1 note");
    expect(usage("de", 1, 2)).toBe("1 Ziel, 2 Notizen");
    expect(usage("pt", 3, 1)).toBe("3 objetivos, 1 nota");
    expect(usage("es", 1, 5)).toBe("1 objetivo, 5 notas");
    // French counts zero in the singular.
    expect(usage("fr", 0, 2)).toBe("0 objectif, 2 notes");
    expect(usage("zh", 1, 2)).toBe("1 个目标，2 条笔记");
    expect(usage("ja", 1, 2)).toBe("目標 1 件、ノート 2 件");
  });

  it("name what a deletion takes, and the members only when there are others", () => {
    expect(deletion("en", 1, 0, 0, 1)).toBe(
      "Everything in this dashboard will be deleted: 1 objective, 0 notes and 0 filters.",
    );
    expect(deletion("en", 3, 1, 2, 4)).toBe(
      "Everything in this dashboard will be deleted: 3 objectives, 1 note and 2 filters. Its 4 members will lose access to it.",
    );
    expect(deletion("fr", 2, 0, 1, 1)).toBe(
      "Tout le contenu de ce tableau de bord sera supprimé : 2 objectifs, 0 note et 1 filtre.",
    );
    for (const lng of supportedLanguages) {
      const alone = deletion(lng, 1, 1, 1, 1);
      const shared = deletion(lng, 1, 1, 1, 3);
      expect(alone, lng).not.toContain("{{");
      expect(alone, lng).not.toContain("3");
      expect(shared, lng).toContain("3");
    }
    // Languages with a singular use it.
    for (const lng of ["en", "pt", "de", "es", "fr"] as const)
      expect(usage(lng, 1, 1), lng).not.toBe(usage(lng, 2, 2).replaceAll("2", "1"));
  });
});
