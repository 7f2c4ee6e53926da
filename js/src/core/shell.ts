// The table shell every game shares. It reads the synced traits, keeps only page state (what
// is selected, what is inspected, whether the list of all moves is open), picks the game's
// renderer by the view's `game` field, and draws the table as regions that are drawn again
// only when their input changed. The move box and the log are single elements for the
// table's whole life, so the move being typed and the log's scroll position survive a bot's
// move or any other change of the view.
import {
  MoveInput, renderControls, viewerLabel, type ControlsActions, type ControlsInput,
} from "./controls";
import { analysisPart, lightHint, type AnalysisState } from "./analysis";
import { curtainPart } from "./curtain";
import { h } from "./dom";
import { rendererFor } from "./games";
import { colon, translate } from "./i18n";
import { LogView } from "./log";
import { places, slide } from "./motion";
import {
  movesByBoardTarget, movesByCard, movesByTarget, movesForSelection, narrowSelection, renderMoves, resolveClick,
  type Selection,
} from "./moves";
import { englishPart, promptText, renderPrompt, type PromptInput } from "./prompt";
import { exercisePart } from "./exercise";
import { explainPart, stillInspected, scenarioPart, unknownGame, type Inspected } from "./panels";
import { Regions, type Part } from "./regions";
import { renderScoreboard, scoreInput } from "./scoreboard";
import { restoreCardFocus } from "./focus";
import { hoverLines } from "./hover";
import { placeChoices } from "./popover";
import { probeModel, probeRender, probeTiming } from "./probe";
import type { BoardContext } from "./renderer";
import { bannerPart, clockWord, onTimelineMessage, readOnlyNotice, timelineInfo, timelineKey, timelinePanel, TimelineMoves } from "./timeline";
import { TRAITS, type CoreView, type ModelLike, type MoveJSON, type OutMessage, type ScenarioInfo } from "./types";

export class TableView {
  readonly root: HTMLElement;
  private readonly body: HTMLElement;
  private readonly top: Regions;
  private readonly playRegions: Regions;
  private readonly side: Regions;
  private readonly board: Regions;
  private readonly log = new LogView();
  private readonly input: MoveInput;
  private readonly actions: ControlsActions;
  private selection: Selection = null;
  private localError = "";
  private shownVersion = -1;
  private pendingSince: number | null = null;
  private allMovesOpen = false;
  /** Play a lone fitting move on one click (the table's option; the page may switch it). */
  private oneClick: boolean | null = null;
  /** What the viewer saw last (viewer, seat, version): a notice about another view goes. */
  private viewKey = "";
  private scenarioId: string | null = null;
  /** Which game is on the table (Python counts them): a new one clears the inspector. */
  private deal: number | null = null;
  /** The last card clicked: what the inspector shows about it, while the card stays where it
   * was clicked (`place`) in the same turn (`turn`). */
  private inspected: Inspected | null = null;
  /** The card just clicked: its new element gets the focus back once drawn again. */
  private refocus: number | null = null;
  /** Hot seat with a curtain: the seat whose cards the person at the screen has uncovered. */
  private revealedSeat: number | null | undefined = undefined;
  private scheduled = false;
  private catalogue: unknown = undefined;
  private catalogueStamp = 0;
  private readonly listener = () => this.schedule();
  /** The timeline's moves, as Python patches them (core/timeline.ts). */
  private readonly timeline = new TimelineMoves();
  private readonly onCustom = (msg: unknown) => {
    if (onTimelineMessage(msg, this.timeline, (m) => this.send(m))) this.schedule();
  };

  constructor(private readonly model: ModelLike, el: HTMLElement) {
    this.root = h("div", { class: "gtr-table", tabindex: -1 });
    const topEl = h("div", { class: "gtr-top" });
    const playEl = h("div", { class: "gtr-play" });
    const boardEl = h("div", { class: "gtr-board" });
    const sideEl = h("div", { class: "gtr-side-parts" });
    this.body = h(
      "div", { class: "gtr-body" }, topEl,
      h("div", { class: "gtr-main" },
        h("div", { class: "gtr-main-col" }, playEl, boardEl),
        h("aside", { class: "gtr-side" }, sideEl, this.log.el)),
    );
    this.top = new Regions(topEl);
    this.playRegions = new Regions(playEl);
    this.side = new Regions(sideEl);
    this.board = new Regions(boardEl);
    this.actions = {
      send: (msg) => this.send(msg), version: () => this.model.get("version"),
      setOneClick: (on) => {
        this.oneClick = on;
        this.render();
      },
    };
    this.root.addEventListener("keydown", (ev) => this.onKey(ev as KeyboardEvent));
    this.root.addEventListener("mouseover", (ev) => this.onHover(ev as MouseEvent));
    this.input = new MoveInput(this.actions);
    el.append(this.root);
    for (const t of TRAITS) model.on(`change:${t}`, this.listener);
    model.on("msg:custom", this.onCustom);
    probeModel(model);
    this.render();
  }

  dispose(): void {
    for (const t of TRAITS) this.model.off(`change:${t}`, this.listener);
    this.model.off("msg:custom", this.onCustom);
    this.root.remove();
  }

  /** How many regions have been drawn so far (a region left alone is not counted). */
  get regionsDrawn(): number {
    return this.top.drawn + this.playRegions.drawn + this.side.drawn + this.board.drawn;
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
    if (msg.type === "new" || msg.type === "scenario" || msg.type === "exercise") this.inspected = null;
    if (msg.type === "move" || msg.type === "text") this.pendingSince = performance.now();
    this.model.send(msg);
  }

  private play(m: MoveJSON): void {
    this.selection = null;
    this.send({ type: "move", id: m.id, version: this.model.get("version") });
  }

  private lang = (): string => this.model.get("language") ?? "en";

  /** A word in the table's language: the game's own words first (its renderer's `words`). */
  private t = (s: string): string => {
    const game = (this.model.get("view") as CoreView | undefined)?.game;
    return translate(this.lang(), s, rendererFor(game)?.words);
  };

  private name = (s: string): string => (this.model.get("names") ?? {})[s] ?? s;

  private oneClickOn(): boolean {
    return this.oneClick ?? !!this.model.get("one_click");
  }

  /** Enter plays the selected thing's move when only one fits. */
  private onKey(ev: KeyboardEvent): void {
    if (timelineKey(ev, timelineInfo(this.model), this.actions)) return;
    if (ev.key === "Escape" && this.selection) {
      this.selection = null;
      this.render();
      return;
    }
    if (ev.key !== "Enter" || !this.selection) return;
    const target = ev.target as HTMLElement | null;
    if (target && (target.tagName === "INPUT" || target.tagName === "BUTTON" || target.tagName === "SELECT")) return;
    const fits = movesForSelection(this.model.get("moves") ?? [], this.selection);
    if (fits.length === 1) {
      ev.preventDefault();
      this.play(fits[0]);
    }
  }

  /** Hovering a move or a card shows its rule and card text with their references, without
   * drawing anything again; leaving it clears the hint. */
  private onHover(ev: MouseEvent): void {
    const hint = this.root.querySelector(".gtr-hint");
    const el = ev.target as HTMLElement | null;
    if (!hint || !el?.closest) return;
    const lines = hoverLines(el, {
      moves: this.model.get("moves") ?? [], glossary: this.model.get("glossary") ?? {},
      catalogue: (this.model.get("catalogue") ?? {}) as Record<string, string>, name: this.name,
    });
    hint.replaceChildren(...(lines ?? []));
  }

  private pick(picked: NonNullable<Selection>, cardId: number | null): void {
    const moves = this.model.get("moves") ?? [];
    const sel = narrowSelection(moves, picked, this.selection);
    const result = resolveClick(moves, sel, { oneClick: this.oneClickOn(), current: this.selection });
    if ("play" in result) {
      this.play(result.play);
    } else if ("choose" in result) {
      this.selection = sel;
      this.render();
    } else if (cardId !== null && moves.length > 0) {
      this.selection = null;
      // Not lit: ask Python why, so the person reads the game's own reason.
      this.send({ type: "card", card: cardId, version: this.model.get("version") });
    } else {
      this.localError = moves.length ? "" : timelineInfo(this.model)?.review
        ? readOnlyNotice(this.lang()) : this.t("It is not your decision now.");
      this.selection = null;
      this.render();
    }
  }

  private onCard = (card: number, info: string): void => {
    this.inspected = { id: card, info };
    this.refocus = card;
    this.pick({ kind: "card", id: card }, card);
    this.schedule();
  };

  private onTarget = (target: number, card: number | null, info: string): void => {
    if (card !== null) this.inspected = { id: card, info };
    this.refocus = card;
    this.schedule();
    const aimed = movesByBoardTarget(this.model.get("moves") ?? []).get(target) ?? [];
    if (aimed.length) this.pick({ kind: "target", id: target }, null);
    else if (card !== null) this.pick({ kind: "card", id: card }, card);
  };

  /** In a curtained hot seat, cover the hands whenever a different person's cards come up
   * (the public table and the log stay in view). */
  private handsCovered(view: CoreView): boolean {
    if (!this.model.get("curtain") || view.seat === null) return false;
    if (this.revealedSeat === undefined) this.revealedSeat = view.seat;
    return this.revealedSeat !== view.seat;
  }

  private scenarioPart(): Part | null {
    return scenarioPart(this.model.get("scenario") as ScenarioInfo, this.lang());
  }

  private movesPart(moves: MoveJSON[]): Part {
    const input = { moves, selection: this.selection, open: this.allMovesOpen, lang: this.model.get("language") };
    return {
      key: "moves",
      input,
      draw: () => {
        const glossary = this.model.get("glossary") ?? {};
        const el = renderMoves(moves, input.selection, (m) => this.play(m), () => {
          this.selection = null;
          this.render();
        }, { rule: (m) => glossary[m.rule ?? ""], t: this.t, lang: input.lang });
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
    probeRender(performance.now() - started, this.regionsDrawn - drawn);
  }

  /** What the explanation box says: the card inspected and the rule of the selection. */
  private explainPart(view: CoreView, moves: MoveJSON[]): Part {
    return explainPart({
      view, glossary: this.model.get("glossary") ?? {}, inspected: this.inspected,
      rules: movesForSelection(moves, this.selection).map((m) => m.rule ?? ""),
      name: this.name, t: this.t, lang: this.lang(),
    });
  }

  private draw(): void {
    const view = this.model.get("view") as CoreView;
    const version = this.model.get("version");
    const scenarioId = (this.model.get("scenario") as ScenarioInfo)?.id ?? null;
    const deal = this.model.get("deal");
    if (version < this.shownVersion || scenarioId !== this.scenarioId || deal !== this.deal) {
      this.inspected = null;
      if (this.deal !== null && deal !== this.deal) this.selection = null;
    }
    this.scenarioId = scenarioId;
    this.deal = deal;
    if (this.inspected && view && !stillInspected(this.inspected, view)) this.inspected = null;
    const viewKey = `${this.model.get("viewer")}|${view?.seat}|${version}`;
    if (viewKey !== this.viewKey) {
      this.localError = "";
      if (version !== this.shownVersion) this.selection = null;
    }
    this.viewKey = viewKey;
    const catalogue = this.model.get("catalogue") ?? {};
    const names = this.model.get("names") ?? {};
    const stampOf = [catalogue, names, this.model.get("language")];
    if (stampOf.some((x, i) => x !== (this.catalogue as unknown[] | undefined)?.[i])) {
      this.catalogue = stampOf;
      this.catalogueStamp += 1;
    }
    if (!view || !Array.isArray(view.players)) {
      this.root.replaceChildren(h("div", { class: "gtr-muted" }, this.t("No game yet.")));
      return;
    }
    if (this.root.firstChild !== this.body) this.root.replaceChildren(this.body);
    const covered = this.handsCovered(view);
    const renderer = rendererFor(view.game) ?? unknownGame(view.game);
    const moves = covered ? [] : (this.model.get("moves") ?? []);
    const canAct = moves.length > 0;
    const error = this.localError || this.model.get("error");
    const t = this.t;
    const selectedCard = this.selection?.kind === "card" ? this.selection.id
      : this.selection?.kind === "target" ? this.selection.card ?? null : null;
    const selectedTarget = this.selection?.kind === "target" ? this.selection.id : null;
    const ctx: BoardContext = {
      lit: new Set(movesByCard(moves).keys()),
      litTargets: new Set(movesByBoardTarget(moves).keys()),
      litSeats: new Set(movesByTarget(moves, "seat").keys()),
      selectedCard, selectedTarget,
      catalogue: catalogue as Record<string, string>,
      catalogueStamp: this.catalogueStamp,
      onCard: this.onCard,
      onTarget: this.onTarget,
      name: this.name, t, lang: this.lang(), handsCovered: covered, compact: true,
      hotSeat: this.model.get("viewer") === "hotseat",
    };
    const controls: ControlsInput = {
      pace: this.model.get("pace"),
      viewer: this.model.get("viewer"),
      undoRule: this.model.get("undo_rule") ?? "auto",
      seats: this.model.get("seats") ?? [],
      scenarios: this.model.get("scenario_list") ?? [],
      scenarioId,
      exercises: this.model.get("exercise_list") ?? [],
      exerciseId: (this.model.get("exercise_info") as { id?: string } | undefined)?.id ?? null,
      names: view.players.map((p) => p.name),
      oneClick: this.oneClickOn(),
      t,
    };
    const lang = this.lang();
    const thinking = this.model.get("thinking") ?? "";
    const prompt: PromptInput = {
      status: renderer.status(view, t), title: renderer.title(view), prompt: promptText(view, canAct, lang),
      english: englishPart(view, lang),
      canAct, thinking, error, notice: this.model.get("notice"), more: t("More reasons"),
      headline: renderer.headline ? renderer.headline(view, ctx) : null,
    };
    this.input.language(lang, renderer.moveExample);
    this.top.update([
      { key: "controls", input: { controls, lang }, draw: () => renderControls(controls, this.actions) },
      { key: "type", input: null, draw: () => this.input.el },
      this.scenarioPart(),
      exercisePart(this.model.get("exercise_info"), lang),
      bannerPart(timelineInfo(this.model), t, lang, this.actions),
    ].filter((p): p is Part => p !== null));
    const who = view.players.map((p) => p.name);
    const seats = this.model.get("seats") ?? [];
    const viewing = `${t("Viewing")}${colon(lang)}${viewerLabel(this.model.get("viewer"), who, t)}`;
    const final = renderer.finalScore ?? {};
    const score = scoreInput(view, t, seats, viewing, lang, final.tieBreak, renderer.score);
    const scorePart: Part = {
      key: "score", input: score, draw: () => renderScoreboard(score, t),
    };
    // A wide final breakdown goes under the prompt when the game asks, not in the narrow side.
    const inPlay = view.is_over && !!final.inPlay;
    this.playRegions.update([
      { key: "prompt", input: prompt, draw: () => renderPrompt(prompt) },
      inPlay ? scorePart : null,
      covered ? curtainPart(view, lang, () => { this.revealedSeat = view.seat; this.render(); }) : this.movesPart(moves),
      covered ? null : analysisPart((this.model.get("analysis") ?? {}) as AnalysisState, moves, version, lang, t, {
        ...this.actions, play: (id) => this.send({ type: "move", id, version: this.model.get("version") }),
      }),
    ].filter((p): p is Part => p !== null));
    // The explanation grows and shrinks with what is clicked: beside the board, never above it.
    const panel = timelinePanel(this.model, this.timeline, lang, t, this.actions);
    this.side.update([inPlay ? null : scorePart, this.explainPart(view, moves), panel].filter((p): p is Part => p !== null));
    const boardClass = `gtr-board gtr-board-${view.game ?? "unknown"}`;
    if (this.board.root.className !== boardClass) this.board.root.className = boardClass;
    const moved = version !== this.shownVersion && this.shownVersion >= 0 && version > this.shownVersion;
    const before = moved ? places(this.board.root) : null;
    this.board.update(renderer.board(view, ctx));
    if (before) slide(this.board.root, before);
    this.log.update(this.model.get("log") ?? [], t("Log"), clockWord(timelineInfo(this.model), t),
      lang === "en" ? "" : t("The log is in English, as the game writes it."));
    this.input.synced(version, error);
    this.root.dataset.version = String(version);
    this.root.dataset.curtain = String(covered);
    this.root.dataset.canAct = String(canAct);
    this.root.dataset.selected = this.selection ? `${this.selection.kind}:${this.selection.id}` : "";
    this.root.lang = this.model.get("language") ?? "en";
    if (version !== this.shownVersion && this.pendingSince !== null) {
      probeTiming(performance.now() - this.pendingSince);
      this.pendingSince = null;
    }
    if (version === this.shownVersion && error) this.pendingSince = null;
    this.shownVersion = version;
    placeChoices(this.root);
    lightHint(this.root, (this.model.get("analysis") ?? {}) as AnalysisState, version);
    if (this.refocus !== null) {
      restoreCardFocus(this.root, this.refocus);
      this.refocus = null;
    }
  }
}
