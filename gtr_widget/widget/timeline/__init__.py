"""The table's timeline: the moves of the current line, a read-only review of any past
position, jumps along the line (`goto`) and between lines (`switch`), for every game alike."""
