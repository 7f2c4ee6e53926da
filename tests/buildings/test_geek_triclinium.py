"""Geek Triclinium (003:750-754): a client that acts while you lead or follow may go into your
Vault once its action is over. Its worked example, BB-Geek-Triclinium-1, and its edges: which
client gave an action (a block, a Bath's new client, a Storeroom, a Circus Maximus, a
Watermill), the Vault's limit, and the refusals."""

from __future__ import annotations

from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build

NO_SITES = {"Rubble": 1, "Wood": 0, "Brick": 0, "Concrete": 0, "Stone": 0, "Marble": 0}


def _left(g) -> int:
    return g.decision.fields["left"]


def _refused_unchanged(g, move: str, *words: str) -> None:
    """The move is refused naming the rule, and the state is identical (to_dict)."""
    before = g.state.to_dict()
    assert_refused(g, move, *words)
    assert g.state.to_dict() == before


def test_bb_geek_triclinium_1(play_checked) -> None:
    """BB-Geek-Triclinium-1 (003:754): thinking, Remus's Patron client hires and the Bath
    makes the new client act, with no Triclinium (he did not lead or follow, 003:752). Leading
    Patron, his client hires a Legionary that demands at once (Bath); after that action the
    Legionary goes into the Vault, and he keeps the Patron client. The next hire, a Craftsman,
    lays on the last Site in town: the game ends with no Vault offer for it."""
    g = build(["Romulus", "Remus"], "republic", geek=True,
              hands={0: ["Temple", "Jack"], 1: ["Statue", "Tower", "Road"]},
              clientele={1: ["Patron"]}, buildings={1: ["Bath", "Triclinium"]},
              pool=["Rubble", "Rubble", "Rubble", "Brick", "Wood"], sites=NO_SITES, leader=0)
    play_checked(g, ["lead Patron: Temple", "think: take Jack", "patron: Laborer from pool",
                     "patron: Laborer from pool"])
    assert g.decision.kind == "laborer" and g.decision.fields["source"] == "Bath"
    _refused_unchanged(g, "triclinium: vault Laborer client", "lead or follow", "003:752")
    play_checked(g, ["laborer: Rubble from pool"])
    assert g.decision.kind == "lead" and g.decision.player == 1  # no offer for a thinker
    play_checked(g, ["lead Patron: Statue", "think: take Jack", "patron: Legionary from pool",
                     "legionary: demand Concrete"])
    assert g.decision.fields["stage"] == "client" and "Triclinium" in g.decision.prompt
    assert [str(m) for m in g.legal_moves()] == ["triclinium: vault Legionary client",
                                                  "triclinium: keep the client"]
    play_checked(g, ["triclinium: vault Legionary client"])
    assert g.decision.kind == "patron" and g.decision.fields["stage"] == "client"
    play_checked(g, ["triclinium: keep the client"])
    assert g.decision.kind == "patron" and _left(g) == 1
    play_checked(g, ["patron: Craftsman from pool", "craftsman: lay Road"])
    s = g.state
    assert g.is_over and s.end_code == "sites_gone"
    remus = s.players[1]
    assert [s.deck.role[c] for c in remus.vault] == ["Legionary"]
    assert sorted(s.deck.role[c] for c in remus.clientele) == ["Craftsman", "Laborer",
                                                               "Patron"]
    assert not set(remus.hired) - set(remus.clientele)


def _block(clients, **kw):
    """Romulus leads Merchant with a Villa (1 card) and has these clients."""
    kw.setdefault("stockpile", {0: ["Rubble", "Wood", "Brick", "Stone"]})
    buildings = kw.pop("buildings", ["Triclinium"])
    return build(["Romulus", "Remus"], "republic", geek=True,
                 hands={0: ["Villa"], 1: ["Jack"]}, clientele={0: clients},
                 buildings={0: buildings}, leader=0, **kw)


def test_a_block_client_vaulted_keeps_the_other_actions() -> None:
    """003:752 "whenever one of your Clients acts": any action beyond the card's may be a
    client's; the player names it by vaulting it. The action it gave is not taken twice: the
    card's and the other client's remain (003:191, one action each)."""
    g = _block(["Merchant", "Merchant"])
    g.play("lead Merchant: Villa")
    g.play("think: take Jack")
    assert _left(g) == 3
    g.play("merchant: Rubble from stockpile")
    assert g.decision.fields["stage"] == "client"
    g.play("triclinium: vault Merchant client")
    assert _left(g) == 2 and len(g.state.players[0].clientele) == 1
    g.play("merchant: Wood from stockpile")
    g.play("triclinium: vault Merchant client")
    assert _left(g) == 1 and not g.state.players[0].clientele
    g.play("merchant: Brick from stockpile")  # the card's action: no client left to offer
    assert g.decision.kind == "lead"
    assert len(g.state.players[0].vault) == 5


def test_keep_and_skip() -> None:
    """Keeping leaves the client; a skipped action is nobody's, so nothing is offered."""
    g = _block(["Merchant"])
    g.play("lead Merchant: Villa")
    g.play("think: take Jack")
    g.play("merchant: Rubble from stockpile")
    g.play("triclinium: keep the client")
    assert g.decision.fields["stage"] == "action" and _left(g) == 1
    g2 = _block(["Merchant", "Merchant"])
    g2.play("lead Merchant: Villa")
    g2.play("think: take Jack")
    g2.play("skip")
    assert g2.decision.fields["stage"] == "action" and _left(g2) == 2


def test_refusals_outside_the_moment_and_vault_full() -> None:
    """Before any action, or once the offer is settled, the move is refused (003:752); a full
    Vault refuses it (003:281) and no offer is made."""
    g = _block(["Merchant"])
    g.play("lead Merchant: Villa")
    g.play("think: take Jack")
    _refused_unchanged(g, "triclinium: vault Merchant client", "just after its own action",
                       "003:752")
    _refused_unchanged(g, "triclinium: keep the client", "003:752")
    full = build(["Romulus", "Remus"], "republic", geek=True, hands={0: ["Road"], 1: ["Jack"]},
                 clientele={0: ["Laborer"]}, buildings={0: ["Triclinium"]},
                 vault={0: ["Stone"] * 5}, pool=["Wood", "Brick"], leader=0)
    full.play("lead Laborer: Road")
    full.play("think: take Jack")
    full.play("laborer: Wood from pool")
    assert full.state.players[0].influence == 5  # vault limit 5: full already
    assert full.decision.fields["stage"] == "action"  # no offer
    _refused_unchanged(full, "triclinium: vault Laborer client", "vault is full", "003:281")


def test_circus_maximus_doubled_client() -> None:
    """A client doubled by a Circus Maximus (003:405) gives two actions; vaulted after its
    first, its second goes with it; vaulted after its second, nothing is lost."""
    g = _block(["Merchant"], buildings=["Triclinium", "Circus Maximus"])
    g.play("lead Merchant: Villa")
    g.play("think: take Jack")
    assert _left(g) == 3
    g.play("merchant: Rubble from stockpile")
    g.play("triclinium: vault Merchant client")
    assert _left(g) == 1  # the card's action only
    g2 = _block(["Merchant"], buildings=["Triclinium", "Circus Maximus"])
    g2.play("lead Merchant: Villa")
    g2.play("think: take Jack")
    g2.play("merchant: Rubble from stockpile")
    g2.play("triclinium: keep the client")
    g2.play("merchant: Wood from stockpile")
    g2.play("triclinium: vault Merchant client")
    assert _left(g2) == 1  # two actions were the client's: the card's remains


def test_storeroom_client_named_by_the_player() -> None:
    """With a Storeroom every client may give a Laborer action (003:595): the player names
    the one that did, so each role is offered (rulings: Triclinium)."""
    g = build(["Romulus", "Remus"], "republic", geek=True,
              hands={0: ["Road"], 1: ["Jack"]}, clientele={0: ["Merchant", "Legionary"]},
              buildings={0: ["Triclinium", "Storeroom"]}, pool=["Wood", "Brick", "Stone"],
              leader=0)
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    g.play("laborer: Wood from pool")
    texts = [str(m) for m in g.legal_moves()]
    assert texts == ["triclinium: vault Merchant client", "triclinium: vault Legionary client",
                     "triclinium: keep the client"]
    g.play("triclinium: vault Merchant client")
    assert [g.state.deck.material[c] for c in g.state.players[0].vault] == ["Stone"]
    assert _left(g) == 2


def test_watermill_architects_and_new_clients() -> None:
    """A Watermill's Architect clients act (003:704): each may be vaulted after its action.
    A client hired this turn does not act in the block (003:191) and is not offered."""
    g = build(["Remus", "Romulus"], "republic", geek=True,
              hands={0: ["Road"], 1: ["Jack"]}, clientele={0: ["Architect"]},
              buildings={0: ["Triclinium", "Watermill", {"name": "Insula", "materials": []}]},
              stockpile={0: ["Rubble"]}, pool=["Brick"], leader=0)
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    g.play("laborer: Brick from pool")
    assert g.decision.fields["stage"] == "action"  # the card's: no Laborer client
    g.play("architect: add Rubble to Insula")
    assert g.decision.fields["stage"] == "client"
    g.play("triclinium: vault Architect client")
    assert [g.state.deck.role[c] for c in g.state.players[0].vault] == ["Architect"]
    p = build(["Romulus", "Remus"], "republic", geek=True, hands={0: ["Temple"], 1: ["Jack"]},
              clientele={0: ["Patron"]}, buildings={0: ["Triclinium"]}, pool=["Marble"],
              leader=0)
    p.play("lead Patron: Temple")
    p.play("think: take Jack")
    old = p.state.players[0].clientele[0]
    p.play("patron: Patron from pool")
    new = p.state.players[0].hired[0]
    p.play("triclinium: vault Patron client")
    assert p.state.players[0].vault == [old] and p.state.players[0].clientele == [new]
