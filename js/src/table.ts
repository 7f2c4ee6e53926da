// The table controller: reads synced traits, keeps only UI state (what is selected), redraws.
import { renderCamp } from "./camp";
import { renderCenter } from "./center";
import { renderControls } from "./controls";
import { h } from "./dom";
import { renderLog } from "./log";
import { movesByCard, movesByTarget, renderMoves, resolveClick, type Selection } from "./moves";
import { renderPrompt } from "./prompt";
import { cardTitle } from "./card";
import type { Building, Card, ModelLike, MoveJSON, OutMessage, ScenarioInfo, View } from "./types";

const TRAITS = [
  "view", "moves", "version", "error", "notice", "catalogue", "pace", "viewer", "seats", "log",
  "busy", "curtain", "scenario", "scenario_list",
];

/** Debug/benchmark hooks: the e2e tests read models and click-to-render times from here. */
interface GtrGlobal {
  models: ModelLike[];
  timings: number[];
  renderMs: number[];
  renders: number;
}
export function gtrGlobal(): GtrGlobal {
  const g = globalThis as unknown as { __gtr?: GtrGlobal };
  g.__gtr ??= { models: [], timings: [], renderMs: [], renders: 0 };
  return g.__gtr;
}

export class TableView {
  readonly root: HTMLElement;
  private selection: Selection = null;
  private localError = "";
  private shownVersion = -1;
  private pendingSince: number | null = null;
  private allMovesOpen = false;
  /** The last card clicked: its full text is shown in the inspector. */
  private inspected: Card | null = null;
  /** Hot seat with a curtain: the seat whose cards the person at the screen has uncovered. */
  private revealedSeat: number | null | undefined = undefined;
  private scheduled = false;
  private readonly listener = () => this.schedule();

  constructor(private readonly model: ModelLike, el: HTMLElement) {
    this.root = h("div", { class: "gtr-table" });
    el.append(this.root);
    for (const t of TRAITS) model.on(`change:${t}`, this.listener);
    const g = gtrGlobal();
    if (!g.models.includes(model)) g.models.push(model);
    this.render();
  }

  dispose(): void {
    for (const t of TRAITS) this.model.off(`change:${t}`, this.listener);
    this.root.remove();
  }

  /** Several traits change per move; draw once after the batch. */
  schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.render();
    });
  }

  private send(msg: OutMessage): void {
    this.localError = "";
    if (msg.type === "move" || msg.type === "text") this.pendingSince = performance.now();
    this.model.send(msg);
  }

  private play(m: MoveJSON): void {
    this.selection = null;
    this.send({ type: "move", id: m.id, version: this.model.get("version") });
  }

  private pick(sel: NonNullable<Selection>, cardId: number | null): void {
    const moves = this.model.get("moves") ?? [];
    const result = resolveClick(moves, sel);
    if ("play" in result) {
      this.play(result.play);
    } else if ("choose" in result) {
      this.selection = sel;
      this.render();
    } else if (cardId !== null && moves.length > 0) {
      // Not lit: ask Python why, so the player sees the engine's own reason.
      this.send({ type: "card", card: cardId, version: this.model.get("version") });
    } else {
      this.localError = moves.length ? "" : "It is not your decision now.";
      this.render();
    }
  }

  private onCard = (card: Card): void => {
    this.inspected = card;
    this.pick({ kind: "card", id: card.id }, card.id);
    this.schedule();
  };

  private onBuilding = (b: Building): void => {
    this.inspected = b.foundation;
    this.schedule();
    const moves = this.model.get("moves") ?? [];
    const byTarget = movesByTarget(moves).get(b.id) ?? [];
    if (byTarget.length) this.pick({ kind: "target", id: b.id }, null);
    else this.pick({ kind: "card", id: b.foundation.id }, b.foundation.id);
  };

  /** In a curtained hot seat, cover the table whenever a different person's cards come up. */
  private curtainUp(view: View): boolean {
    if (!this.model.get("curtain") || view.seat === null) return false;
    if (this.revealedSeat === undefined) this.revealedSeat = view.seat;
    if (this.revealedSeat === view.seat) return false;
    const name = view.players[view.seat]?.name ?? `seat ${view.seat}`;
    const show = h("button", { class: "gtr-reveal" }, `Show ${name}'s cards`);
    show.addEventListener("click", () => {
      this.revealedSeat = view.seat;
      this.render();
    });
    this.root.replaceChildren(
      h("div", { class: "gtr-curtain" }, h("p", {}, `Pass the screen to ${name}.`), show),
    );
    this.root.dataset.version = String(this.model.get("version"));
    this.root.dataset.curtain = "true";
    return true;
  }

  private renderScenario(): HTMLElement | null {
    const sc = this.model.get("scenario") as ScenarioInfo;
    if (!sc || !sc.id) return null;
    return h(
      "div",
      { class: "gtr-scenario", "data-scenario": sc.id },
      h("strong", {}, `${sc.id}: ${sc.title}`),
      h("span", { class: "gtr-muted" }, ` · step ${sc.step} of ${sc.total}${sc.source ? ` · ${sc.source}` : ""}`),
      h("div", {}, sc.story),
    );
  }

  render(): void {
    const started = performance.now();
    this.draw();
    const g = gtrGlobal();
    g.renderMs.push(performance.now() - started);
    if (g.renderMs.length > 1000) g.renderMs.splice(0, 500);
  }

  private draw(): void {
    const view = this.model.get("view") as View;
    const version = this.model.get("version");
    if (version !== this.shownVersion) {
      this.selection = null;
      this.localError = "";
    }
    if (!view || !Array.isArray(view.players)) {
      this.root.replaceChildren(h("div", { class: "gtr-muted" }, "No game yet."));
      return;
    }
    if (this.curtainUp(view)) return;
    const moves = this.model.get("moves") ?? [];
    const catalogue = this.model.get("catalogue") ?? {};
    const lit = new Set(movesByCard(moves).keys());
    const litTargets = new Set(movesByTarget(moves).keys());
    const selectedCard = this.selection?.kind === "card" ? this.selection.id : null;
    const selectedTarget = this.selection?.kind === "target" ? this.selection.id : null;
    const decider = view.decision ? view.decision.player : null;
    const error = this.localError || this.model.get("error");
    const campCtx = {
      catalogue, lit, litTargets, selectedCard, selectedTarget,
      leader: view.leader, decider, viewerSeat: view.seat,
      onCard: this.onCard, onBuilding: this.onBuilding,
    };
    // The viewer's own camp first, the others in seat order after it.
    const players = [...view.players].sort(
      (a, b) => Number(b.seat === view.seat) - Number(a.seat === view.seat) || a.seat - b.seat,
    );
    const movesEl = renderMoves(moves, this.selection, (m) => this.play(m), () => {
      this.selection = null;
      this.render();
    });
    const details = movesEl.querySelector("details");
    if (details) {
      (details as HTMLDetailsElement).open = this.allMovesOpen;
      details.addEventListener("toggle", () => {
        this.allMovesOpen = (details as HTMLDetailsElement).open;
      });
    }
    const parts: (Node | null)[] = [
      h(
        "header",
        { class: "gtr-title" },
        h("strong", {}, "Glory to Rome"),
        h("span", { class: "gtr-muted" }, ` · ${view.edition}${view.training ? " (training)" : ""}`),
      ),
      renderControls({
        pace: this.model.get("pace"),
        viewer: this.model.get("viewer"),
        seats: this.model.get("seats") ?? [],
        version,
        scenarios: this.model.get("scenario_list") ?? [],
        scenarioId: (this.model.get("scenario") as ScenarioInfo)?.id ?? null,
        send: (msg) => this.send(msg),
      }),
      this.renderScenario(),
      renderPrompt(view, moves.length > 0, error, this.model.get("notice"), this.model.get("busy")),
      movesEl,
      this.inspected
        ? h("div", { class: "gtr-inspect", "data-inspect": this.inspected.id }, cardTitle(this.inspected, catalogue))
        : null,
      h(
        "div",
        { class: "gtr-main" },
        h("div", { class: "gtr-board" }, renderCenter(view, { catalogue, lit, selectedCard, onCard: this.onCard }),
          h("div", { class: "gtr-camps" }, players.map((p) => renderCamp(p, campCtx)))),
        renderLog(this.model.get("log") ?? view.log ?? []),
      ),
    ];
    this.root.replaceChildren(...parts.filter((p): p is Node => p !== null));
    this.root.dataset.version = String(version);
    this.root.dataset.curtain = "false";
    this.root.dataset.canAct = String(moves.length > 0);
    if (version !== this.shownVersion && this.pendingSince !== null) {
      gtrGlobal().timings.push(performance.now() - this.pendingSince);
      this.pendingSince = null;
    }
    if (version === this.shownVersion && error) this.pendingSince = null;
    this.shownVersion = version;
    gtrGlobal().renders += 1;
  }
}
