"""The group space in a report's JSON header, shared by the kinds counted per group
(attributes, their values, the groupings counted)."""

from __future__ import annotations

from tb_fairness.metrics.groups import GroupSpace

__all__ = ["space_from_header", "space_header"]


def space_header(space: GroupSpace) -> dict:
    """The JSON form of a group space (attributes, their values, the groupings counted)."""
    return {
        "attribute_names": list(space.attribute_names),
        "attribute_values": [list(v) for v in space.attribute_values],
        "groupings": [list(g) for g in space.groupings],
    }


def space_from_header(header: dict) -> GroupSpace:
    return GroupSpace(
        tuple(header["attribute_names"]),
        tuple(tuple(v) for v in header["attribute_values"]),
        tuple(tuple(g) for g in header["groupings"]),
    )
