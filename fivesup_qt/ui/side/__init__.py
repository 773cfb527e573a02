"""The side panel: a score card per scorer with its tally, the tile tracker, the
settlement counted up, and the score chart's dock."""
