// The renderers this build knows, registered with the shell by the view's `game` field.
// Adding a game's renderer is one import and one line here (its folder holds the rest); the
// entry point (src/index.ts) imports this module before it draws a table.
import { registerGame } from "../core/games";
import { gloryToRome } from "./glory_to_rome";
import { greatCity } from "./great_city";

registerGame("glory_to_rome", gloryToRome);
registerGame("great_city", greatCity);
