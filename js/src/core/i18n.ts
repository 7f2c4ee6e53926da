// The table's own words in French and Spanish: buttons, prompts, the scoreboard, the log.
// Card, role and material names come from Python (the game's own data); a game's other words
// (its zones, its score items) live in the game's folder and reach the table as its renderer's
// `words`, which `translate` and `say` look in first. A key with {placeholders} is a template:
// `say` fills it, so each language keeps its own word order.

/** Words by language, then by English key: `{ fr: { Undo: "Annuler" }, es: { ... } }`. */
export type Words = Readonly<Record<string, Readonly<Record<string, string>>>>;

const FR: Record<string, string> = {
  Log: "Journal", Undo: "Annuler", Redo: "Rétablir", "New game": "Nouvelle partie",
  Score: "Score", Total: "Total", "Your turn": "À vous", deciding: "décide", Cancel: "Annuler", "More reasons": "Autres raisons",
  "Choose one:": "Choisissez :", Winner: "Gagnant", Winners: "Gagnants",
  "Play it? Click again or press Enter:": "Jouer ? Cliquez encore ou Entrée :",
  "All legal moves": "Tous les coups légaux", "Confirm a move": "Confirmer un coup",
  "Bot pace": "Rythme des robots", "One-click play": "Jouer en un clic", Turn: "Tour",
  "{who} is thinking…": "{who} réfléchit…", "Final score": "Score final", Rule: "Règle",
  cards: "cartes", Seats: "Places", person: "personne", Players: "Joueurs", Step: "Étape",
  "Load a rulebook example…": "Charger un exemple des règles…",
  "Rulebook examples…": "Exemples des règles…", Play: "Jouer",
  "move notation": "notation (anglaise)",
  "move notation, e.g. {example}": "notation (anglaise), p. ex. {example}",
  Viewing: "Vue", "hot seat (the person deciding)": "chacun son tour (qui décide)",
  "teaching view (all cards shown)": "vue d'apprentissage (toutes les cartes)",
  "Your turn: {what}": "À vous : {what}", "{who}, your turn: {what}": "{who}, à vous : {what}",
  "Waiting for {who}: {what}": "En attente de {who} : {what}",
  "Game over": "Partie terminée", none: "aucun",
  "Pass the screen to {who}.": "Passez l'écran à {who}.", "Show {who}'s cards": "Montrer les cartes de {who}",
  "It is not your decision now.": "Ce n'est pas à vous de décider.",
  "Click a lit card or a button to see what it does.": "Cliquez sur une carte en surbrillance ou un bouton pour voir ce qu'il fait.",
  "Card powers are in English, as printed.": "Les pouvoirs des cartes restent en anglais, tels qu'imprimés.",
  "{n} hidden": "{n} cachées", "points so far": "points jusqu'ici",
  bot: "robot", "No game yet.": "Pas encore de partie.",
  "The log is in English, as the game writes it.": "Le journal reste en anglais, tel que le jeu l'écrit.",
  "step {n} of {total}": "étape {n} sur {total}",
  Exercise: "Exercice", Hint: "Indice", "Solved.": "Résolu.", "level {n}": "niveau {n}",
  "{n} of {total} moves found": "{n} coup(s) trouvé(s) sur {total}",
  // the study tools: the exercise picker and the analysis panel (the timeline's are in timeline.ts)
  "Exercises…": "Exercices…", "Open a rulebook exercise…": "Ouvrir un exercice des règles…",
  Analyse: "Analyser", "Stop analysis": "Arrêter l'analyse",
  "Analysing… {n} playouts": "Analyse… {n} parties simulées",
  "Clear best after {n} playouts": "Meilleur coup net après {n} parties simulées",
  "Time budget used: {n} playouts": "Temps écoulé : {n} parties simulées",
  "Analysis waits for your decision.": "L'analyse attend votre décision.",
  "The analysis stopped with an error (see the notebook).": "L'analyse s'est arrêtée sur une erreur (voir le notebook).",
  "Best so far": "Meilleur jusqu'ici", "Win rate": "Taux de victoire", "Mean points": "Points moyens",
  Playouts: "Parties simulées", Move: "Coup", "95% interval": "Intervalle à 95 %", Points: "Points",
  "95% interval of the win rate: {lo}–{hi}": "Intervalle à 95 % du taux de victoire : {lo}–{hi}",
  "Win rate, 95% interval and mean points of each move": "Taux de victoire, intervalle à 95 % et points moyens de chaque coup",
};
const ES: Record<string, string> = {
  Log: "Registro", Undo: "Deshacer", Redo: "Rehacer", "New game": "Nueva partida",
  Score: "Puntos", Total: "Total", "Your turn": "Tu turno", deciding: "decide", Cancel: "Cancelar", "More reasons": "Otras razones",
  "Choose one:": "Elige:", Winner: "Ganador", Winners: "Ganadores",
  "Play it? Click again or press Enter:": "¿Jugar? Haz clic otra vez o pulsa Intro:",
  "All legal moves": "Todas las jugadas legales", "Confirm a move": "Confirmar una jugada",
  "Bot pace": "Ritmo de los bots", "One-click play": "Jugar con un clic", Turn: "Turno",
  "{who} is thinking…": "{who} está pensando…", "Final score": "Puntuación final", Rule: "Regla",
  cards: "cartas", Seats: "Asientos", person: "persona", Players: "Jugadores", Step: "Paso",
  "Load a rulebook example…": "Cargar un ejemplo del reglamento…",
  "Rulebook examples…": "Ejemplos del reglamento…", Play: "Jugar",
  "move notation": "notación (inglesa)",
  "move notation, e.g. {example}": "notación (inglesa), p. ej. {example}",
  Viewing: "Vista", "hot seat (the person deciding)": "por turnos (quien decide)",
  "teaching view (all cards shown)": "vista de aprendizaje (todas las cartas)",
  "Your turn: {what}": "Tu turno: {what}", "{who}, your turn: {what}": "{who}, tu turno: {what}",
  "Waiting for {who}: {what}": "Esperando a {who}: {what}",
  "Game over": "Fin de la partida", none: "nadie",
  "Pass the screen to {who}.": "Pasa la pantalla a {who}.", "Show {who}'s cards": "Mostrar las cartas de {who}",
  "It is not your decision now.": "Ahora no te toca decidir.",
  "Click a lit card or a button to see what it does.": "Haz clic en una carta resaltada o en un botón para ver qué hace.",
  "Card powers are in English, as printed.": "Los poderes de las cartas siguen en inglés, tal como se imprimieron.",
  "{n} hidden": "{n} ocultas", "points so far": "puntos hasta ahora",
  bot: "bot", "No game yet.": "Aún no hay partida.",
  "The log is in English, as the game writes it.": "El registro sigue en inglés, tal como lo escribe el juego.",
  "step {n} of {total}": "paso {n} de {total}",
  Exercise: "Ejercicio", Hint: "Pista", "Solved.": "Resuelto.", "level {n}": "nivel {n}",
  "{n} of {total} moves found": "{n} de {total} jugadas encontradas",
  // the study tools: the exercise picker and the analysis panel (the timeline's are in timeline.ts)
  "Exercises…": "Ejercicios…", "Open a rulebook exercise…": "Abrir un ejercicio del reglamento…",
  Analyse: "Analizar", "Stop analysis": "Detener el análisis",
  "Analysing… {n} playouts": "Analizando… {n} partidas simuladas",
  "Clear best after {n} playouts": "Mejor jugada clara tras {n} partidas simuladas",
  "Time budget used: {n} playouts": "Tiempo agotado: {n} partidas simuladas",
  "Analysis waits for your decision.": "El análisis espera tu decisión.",
  "The analysis stopped with an error (see the notebook).": "El análisis se detuvo con un error (ver el cuaderno).",
  "Best so far": "La mejor hasta ahora", "Win rate": "Tasa de victorias", "Mean points": "Puntos medios",
  Playouts: "Partidas simuladas", Move: "Jugada", "95% interval": "Intervalo del 95 %", Points: "Puntos",
  "95% interval of the win rate: {lo}–{hi}": "Intervalo del 95 % de la tasa de victorias: {lo}–{hi}",
  "Win rate, 95% interval and mean points of each move": "Tasa de victorias, intervalo del 95 % y puntos medios de cada jugada",
};
const TABLE: Words = { fr: FR, es: ES };

/** The word `s` in `language`: the game's own word (`own`) if it has one, else the table's,
 * else the English. */
export function translate(language: string, s: string, own?: Words): string {
  return own?.[language]?.[s] ?? TABLE[language]?.[s] ?? s;
}

/** Fill a template's {placeholders}: `fill("{who} is thinking…", { who: "Bo" })`. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in vars ? String(vars[k]) : whole));
}

/** A template in `language` (the game's `own` words first), filled. */
export function say(language: string, template: string, vars: Record<string, string | number> = {},
  own?: Words): string {
  return fill(translate(language, template, own), vars);
}

/** "Label: value" as the language writes it (French puts a space before the colon). */
export function colon(language: string): string {
  return language === "fr" ? " : " : ": ";
}

/** The keys of one dictionary (the table's, or a game's `own`), for the tests that check each
 * has a French and a Spanish word. */
export function keys(language: string, own?: Words): string[] {
  return Object.keys((own ?? TABLE)[language] ?? {});
}
