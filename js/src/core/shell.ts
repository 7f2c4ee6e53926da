// The table shell every game shares. It reads the synced traits, keeps only page state (what
// is selected, what is inspected, whether the list of all moves is open), picks the game's
// renderer by the view's `game` field, and draws the table as regions that are drawn again
// only when their input changed. The move box and the log are single elements for the
// table's whole life, so the move being typed and the log's scroll position survive a bot's
// move or any other change of the view.
import { RENDERERS } from "../games";
import { MoveInput, renderControls, type ControlsActions, type ControlsInput } from "./controls";
import { h } from "./dom";
import { LogView } from "./log";
import { movesByCard, movesByTarget, renderMoves, resolveClick, type Selection } from "./moves";
import { promptText, renderPrompt, type PromptInput } from "./prompt";
import { Regions, type Part } from "./regions";
import type { BoardContext, GameRenderer } from "./renderer";
import type { CoreView, ModelLike, MoveJSON, OutMessage, ScenarioInfo } from "./types";

const TRAITS = [
  "view", "moves", "version", "error", "notice", "catalogue", "pace", "viewer", "undo_rule",
  "seats", "log", "thinking", "curtain", "scenario", "scenario_list",
];

/** Debug and benchmark hooks: the e2e tests read models and click-to-draw times from here. */
interface GtrGlobal {
  models: ModelLike[];
  timings: number[];
  renderMs: number[];
  renders: number;
  /** Regions drawn, over all tables (a region left alone is not counted). */
  regions: number;
}
export function gtrGlobal(): GtrGlobal {
  const g = globalThis as unknown as { __gtr?: GtrGlobal };
  g.__gtr ??= { models: [], timings: [], renderMs: [], renders: 0, regions: 0 };
  return g.__gtr;
}

/** What the shell shows for a view whose game this build cannot draw. */
function unknownGame(game: string | undefined): GameRenderer {
  const known = Object.keys(RENDERERS).join(", ");
  const what = game ? `the game "${game}"` : "a view that names no game";
  return {
    title: () => "gtr_widget",
    status: () => "",
    board: () => [{
      key: "unknown-game",
      input: game ?? null,
      draw: () => h("div", { class: "gtr-unknown-game", role: "alert" },
        `This table shows ${what}, which this build of gtr_widget cannot draw ` +
        `(it knows: ${known}). Rebuild the front end (npm run build in js/) after adding its renderer.`),
    }],
  };
}

export class TableView {
  readonly root: HTMLElement;
  private readonly body: HTMLElement;
  private readonly top: Regions;
  private readonly board: Regions;
  private readonly log = new LogView();
  private readonly input: MoveInput;
  private readonly actions: ControlsActions;
  private selection: Selection = null;
  private localError = "";
  private shownVersion = -1;
  private pendingSince: number | null = null;
  private allMovesOpen = false;
  /** The last card clicked: what the inspector shows about it. */
  private inspected: { id: number; info: string } | null = null;
  /** Hot seat with a curtain: the seat whose cards the person at the screen has uncovered. */
  private revealedSeat: number | null | undefined = undefined;
  private scheduled = false;
  private catalogue: unknown = undefined;
  private catalogueStamp = 0;
  private readonly listener = () => this.schedule();

  constructor(private readonly model: ModelLike, el: HTMLElement) {
    this.root = h("div", { class: "gtr-table" });
    const topEl = h("div", { class: "gtr-top" });
    const boardEl = h("div", { class: "gtr-board" });
    this.body = h("div", { class: "gtr-body" }, topEl, h("div", { class: "gtr-main" }, boardEl, this.log.el));
    this.top = new Regions(topEl);
    this.board = new Regions(boardEl);
    this.actions = { send: (msg) => this.send(msg), version: () => this.model.get("version") };
    this.input = new MoveInput(this.actions);
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

  /** How many regions have been drawn so far (a region left alone is not counted). */
  get regionsDrawn(): number {
    return this.top.drawn + this.board.drawn;
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
      // Not lit: ask Python why, so the person reads the game's own reason.
      this.send({ type: "card", card: cardId, version: this.model.get("version") });
    } else {
      this.localError = moves.length ? "" : "It is not your decision now.";
      this.render();
    }
  }

  private onCard = (card: number, info: string): void => {
    this.inspected = { id: card, info };
    this.pick({ kind: "card", id: card }, card);
    this.schedule();
  };

  private onTarget = (target: number, card: number | null, info: string): void => {
    if (card !== null) this.inspected = { id: card, info };
    this.schedule();
    const aimed = movesByTarget(this.model.get("moves") ?? []).get(target) ?? [];
    if (aimed.length) this.pick({ kind: "target", id: target }, null);
    else if (card !== null) this.pick({ kind: "card", id: card }, card);
  };

  /** In a curtained hot seat, cover the table whenever a different person's cards come up. */
  private curtainUp(view: CoreView): boolean {
    if (!this.model.get("curtain") || view.seat === null) return false;
    if (this.revealedSeat === undefined) this.revealedSeat = view.seat;
    if (this.revealedSeat === view.seat) return false;
    const name = view.players.find((p) => p.seat === view.seat)?.name ?? `seat ${view.seat}`;
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

  private scenarioPart(): Part | null {
    const sc = this.model.get("scenario") as ScenarioInfo;
    if (!sc || !sc.id) return null;
    return {
      key: "scenario",
      input: sc,
      draw: () => h(
        "div",
        { class: "gtr-scenario", "data-scenario": sc.id },
        h("strong", {}, `${sc.id}: ${sc.title}`),
        h("span", { class: "gtr-muted" }, ` · step ${sc.step} of ${sc.total}${sc.source ? ` · ${sc.source}` : ""}`),
        h("div", {}, sc.story),
      ),
    };
  }

  private movesPart(moves: MoveJSON[]): Part {
    const input = { moves, selection: this.selection, open: this.allMovesOpen };
    return {
      key: "moves",
      input,
      draw: () => {
        const el = renderMoves(moves, input.selection, (m) => this.play(m), () => {
          this.selection = null;
          this.render();
        });
        const details = el.querySelector("details") as HTMLDetailsElement | null;
        if (details) {
          details.open = input.open;
          details.addEventListener("toggle", () => {
            this.allMovesOpen = details.open;
          });
        }
        return el;
      },
    };
  }

  render(): void {
    const started = performance.now();
    const drawn = this.regionsDrawn;
    this.draw();
    const g = gtrGlobal();
    g.regions += this.regionsDrawn - drawn;
    g.renderMs.push(performance.now() - started);
    if (g.renderMs.length > 1000) g.renderMs.splice(0, 500);
  }

  private draw(): void {
    const view = this.model.get("view") as CoreView;
    const version = this.model.get("version");
    if (version !== this.shownVersion) {
      this.selection = null;
      this.localError = "";
    }
    const catalogue = this.model.get("catalogue") ?? {};
    if (catalogue !== this.catalogue) {
      this.catalogue = catalogue;
      this.catalogueStamp += 1;
    }
    if (!view || !Array.isArray(view.players)) {
      this.root.replaceChildren(h("div", { class: "gtr-muted" }, "No game yet."));
      return;
    }
    if (this.curtainUp(view)) return;
    if (this.root.firstChild !== this.body) this.root.replaceChildren(this.body);
    const renderer = (view.game && RENDERERS[view.game]) || unknownGame(view.game);
    const moves = this.model.get("moves") ?? [];
    const canAct = moves.length > 0;
    const error = this.localError || this.model.get("error");
    const controls: ControlsInput = {
      pace: this.model.get("pace"),
      viewer: this.model.get("viewer"),
      undoRule: this.model.get("undo_rule") ?? "auto",
      seats: this.model.get("seats") ?? [],
      scenarios: this.model.get("scenario_list") ?? [],
      scenarioId: (this.model.get("scenario") as ScenarioInfo)?.id ?? null,
    };
    const prompt: PromptInput = {
      status: renderer.status(view), prompt: promptText(view, canAct), canAct,
      thinking: this.model.get("thinking") ?? "", error, notice: this.model.get("notice"),
    };
    const inspected = this.inspected;
    const top: (Part | null)[] = [
      { key: "title", input: renderer.title(view), draw: () => h("header", { class: "gtr-title" }, h("strong", {}, renderer.title(view))) },
      { key: "controls", input: controls, draw: () => renderControls(controls, this.actions) },
      { key: "type", input: null, draw: () => this.input.el },
      this.scenarioPart(),
      { key: "prompt", input: prompt, draw: () => renderPrompt(prompt) },
      this.movesPart(moves),
      inspected
        ? { key: "inspect", input: inspected, draw: () => h("div", { class: "gtr-inspect", "data-inspect": inspected.id }, inspected.info) }
        : null,
    ];
    this.top.update(top.filter((p): p is Part => p !== null));
    const selectedCard = this.selection?.kind === "card" ? this.selection.id : null;
    const selectedTarget = this.selection?.kind === "target" ? this.selection.id : null;
    const ctx: BoardContext = {
      lit: new Set(movesByCard(moves).keys()),
      litTargets: new Set(movesByTarget(moves).keys()),
      selectedCard, selectedTarget,
      catalogue: catalogue as Record<string, string>,
      catalogueStamp: this.catalogueStamp,
      onCard: this.onCard,
      onTarget: this.onTarget,
    };
    const boardClass = `gtr-board gtr-board-${view.game ?? "unknown"}`;
    if (this.board.root.className !== boardClass) this.board.root.className = boardClass;
    this.board.update(renderer.board(view, ctx));
    this.log.update(this.model.get("log") ?? []);
    this.input.synced(version, error);
    this.root.dataset.version = String(version);
    this.root.dataset.curtain = "false";
    this.root.dataset.canAct = String(canAct);
    if (version !== this.shownVersion && this.pendingSince !== null) {
      gtrGlobal().timings.push(performance.now() - this.pendingSince);
      this.pendingSince = null;
    }
    if (version === this.shownVersion && error) this.pendingSince = null;
    this.shownVersion = version;
    gtrGlobal().renders += 1;
  }
}
