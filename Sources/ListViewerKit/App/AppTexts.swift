import GtkList

/// list-viewer's words, translated through the `list-viewer` text domain (see meson-helper/po).
let appTexts = TextDomain("list-viewer", searching: buildTreeCatalogueDirectories)
