/// GtkList's own words, translated through the `gtklistkit` text domain (see meson-helper/po).
let packageTexts = TextDomain("gtklistkit", searching: buildTreeCatalogueDirectories)
