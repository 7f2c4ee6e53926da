"""Decisions carry structured fields: the role, the actions left and where they come from;
an Aqueduct or Bar follow-up is told apart by a field, not by the prompt."""

from gtr_widget.glory_to_rome.scenarios.builder import build


def test_block_fields_lead_follow_clients():
    g = build(3, hands={0: ["Dock", "Insula"], 1: ["Market", "Road"], 2: ["Temple"]},
              clientele={0: ["Craftsman"], 2: ["Craftsman"]}, leader=0)
    g.play("lead Craftsman: Dock")
    assert g.decision.fields == {"role": "Craftsman"}  # a follow decision
    g.play("follow: Market")
    g.play("think: take Jack")
    f = g.decision.fields
    assert f == {"role": "Craftsman", "left": 2, "source": "lead", "stage": "action",
                 "cards": 1, "clients": 1}
    assert g.view(1)["decision"]["fields"] == f  # public, in every seat's view
    g.play("pass")
    assert g.decision.fields["source"] == "follow" and g.decision.fields["left"] == 1
    g.play("pass")
    assert g.decision.fields["source"] == "clients"  # the thinker's client acts


def test_burst_source_is_the_building():
    g = build(2, hands={0: ["Crane", "Tower", "Insula"], 1: ["Temple"]},
              buildings={0: [{"name": "Amphitheatre", "materials": ["Concrete"]}]}, leader=0)
    g.play("lead Craftsman: Crane")
    g.play("think: take Jack")
    g.play("craftsman: add Tower to Amphitheatre")
    f = g.decision.fields
    assert f["source"] == "Amphitheatre" and f["left"] == 4 and f["stage"] == "action"


def test_aqueduct_follow_up_is_a_field():
    g = build(2, hands={0: ["Temple", "Insula"], 1: ["Road"]}, buildings={0: ["Aqueduct"]},
              pool=["Wood"], leader=0)
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    assert g.decision.fields["stage"] == "action"
    g.play("patron: Craftsman from pool")
    f = g.decision.fields
    assert f["stage"] == "extra" and f["extras"] == ["Aqueduct"] and f["role"] == "Patron"
