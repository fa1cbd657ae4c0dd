// The widgets a list is built of and put in (Widget, Window, Label…) come from GtkWrappers;
// `import GtkList` brings them along, so an app needs one import for both.
@_exported import GtkWrappers
