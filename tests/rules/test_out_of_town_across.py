"""An out-of-town Site takes "two consecutive Architect or Craftsman actions on the same turn"
(003:222): the same role twice in a row, "deux fois consécutivement le rôle de l'architecte ou
le rôle de l'artisan" (004:316). The two may come from different sources (rulings A-2)."""

from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _amphitheatre(**options):
    # Seat 0 leads Craftsman with one Craftsman client; the Tower completes the Amphitheatre,
    # whose burst gives one Craftsman action per Influence (003:333): 4.
    g = build(2, hands={0: ["Crane", "Tower", "Insula", "Road", "Dock", "Garden", "Market"],
                        1: ["Temple"]},
              buildings={0: [{"name": "Amphitheatre", "materials": ["Concrete"]}]},
              clientele={0: ["Craftsman"]}, sites={"Stone": 0}, leader=0, **options)
    g.play("lead Craftsman: Crane")
    g.play("think: take Jack")
    g.play("craftsman: add Tower to Amphitheatre")  # the lead action; the client's waits
    for name in ("Insula", "Road", "Dock"):  # three of the four burst actions
        g.play(f"craftsman: lay {name}")
    assert g.decision.prompt.endswith("Craftsman action (1 left)")
    return g


def test_burst_last_action_and_next_client_action_start_an_out_of_town_site():
    g = _amphitheatre()
    g.play("craftsman: lay Garden out of town")  # 003:222: burst's last + the client's
    s = g.state
    garden = [b for b in s.players[0].buildings if s.deck.name[b.foundation] == "Garden"]
    assert garden and garden[0].out_of_town
    assert s.turn == 2  # both actions are spent: seat 0 has nothing left this turn


def test_option_keeps_the_two_actions_in_one_block():
    g = _amphitheatre(out_of_town_across=False)
    assert_refused(g, "craftsman: lay Garden out of town", "003:222", "you have 1")


def test_nothing_follows_a_lone_last_action():
    """Without a client, no building action follows the burst: its last action stands alone."""
    g = build(2, hands={0: ["Crane", "Tower", "Insula", "Road", "Dock", "Garden", "Market"],
                        1: ["Temple"]},
              buildings={0: [{"name": "Amphitheatre", "materials": ["Concrete"]}]},
              sites={"Stone": 0}, leader=0)
    g.play("lead Craftsman: Crane")
    g.play("think: take Jack")
    g.play("craftsman: add Tower to Amphitheatre")
    for name in ("Insula", "Road", "Dock"):
        g.play(f"craftsman: lay {name}")
    assert g.decision.prompt.endswith("Craftsman action (1 left)")
    assert_refused(g, "craftsman: lay Garden out of town", "003:222", "consecutive")


def _architect_then_craftsman_burst():
    """Seat 0 leads Architect with an Architect client; the lead action completes the
    Amphitheatre, whose Craftsman burst (003:333) then sits right above the client's action."""
    g = build(2, edition="imperium",
              hands={0: ["Tower", "Dock", "Road", "Academy", "Villa"], 1: []},
              stockpile={0: ["Concrete"]},
              buildings={0: [{"name": "Amphitheatre", "materials": ["Concrete"]}]},
              clientele={0: ["Architect"]}, sites={"Wood": 0}, leader=0)
    for m in ["lead Architect: Tower", "think: take Jack",
              "architect: add Concrete to Amphitheatre",
              "craftsman: lay Road", "craftsman: lay Academy", "craftsman: lay Villa"]:
        g.play(m)
    return g


def test_a_craftsman_and_an_architect_action_are_not_two_of_one_role():
    """004:316: twice the Architect role or twice the Craftsman role, never one of each."""
    g = _architect_then_craftsman_burst()
    assert "craftsman: lay Dock out of town" not in [str(m) for m in g.legal_moves()]
    assert_refused(g, "craftsman: lay Dock out of town", "003:222", "004:316", "one role")


def test_the_architect_client_action_still_lays_in_town_after_the_burst():
    g = _architect_then_craftsman_burst()
    g.play("pass")  # the burst's last Craftsman action is forgone
    assert g.decision.prompt.endswith("Architect action (1 left)"), g.decision.prompt
