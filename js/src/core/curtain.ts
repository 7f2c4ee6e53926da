// The curtain of a hot seat: between two people at one screen, the hands stay covered until
// the next person asks to see their cards (the shell decides when to cover them).
import { h } from "./dom";
import { say } from "./i18n";
import type { Part } from "./regions";
import type { CoreView } from "./types";

/** "Pass the screen to Bo." with a button that uncovers Bo's cards (`reveal`). */
export function curtainPart(view: CoreView, lang: string, reveal: () => void): Part {
  const name = view.players.find((p) => p.seat === view.seat)?.name ?? "the next player";
  return {
    key: "curtain",
    input: [name, lang],
    draw: () => {
      const show = h("button", { class: "gtr-reveal" }, say(lang, "Show {who}'s cards", { who: name }));
      show.addEventListener("click", reveal);
      return h("div", { class: "gtr-curtain" }, h("p", {}, say(lang, "Pass the screen to {who}.", { who: name })), show);
    },
  };
}
