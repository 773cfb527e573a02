"""Words: the interface's vocabulary and languages (English and Arabic), how a message
speaks to its reader, rich text escaped, the story of a match, and the translation
build."""
