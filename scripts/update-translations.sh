#!/usr/bin/env bash
# Keeps the translation templates in step with the code, for both text domains:
#   meson-helper/po/gtklistkit   GtkList's words (the package's own domain)
#   meson-helper/po/list-viewer  the app's words, its shortcuts window, settings schema,
#                                desktop file and metainfo
# Rewrites each POTFILES from the sources that call `translate(`, regenerates the .pot with
# xgettext (Swift reads as C to it) and merges it into every .po.
#   update-translations.sh           update the files
#   update-translations.sh --check   change nothing; fail if a POTFILES or .pot is out of date
#                                    or a translation is incomplete, fuzzy or fails msgfmt --check
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
[ "${1:-}" = "--check" ] && check=true
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# The sources of a domain: Swift files that translate through `texts`, plus extra data files.
sources() {
    local texts=$1 folder=$2; shift 2
    { grep -rl --include='*.swift' "$texts\.translate(" "$folder" || true; [ $# -eq 0 ] || printf '%s\n' "$@"; } | sort
}

# Messages of a .pot, without locations and header, so a moved line is not a change.
messages() {
    msgcat --no-location --no-wrap --sort-output "$1" | sed '/^"POT-Creation-Date:/d'
}

update_domain() {
    local domain=$1 texts=$2 folder=$3; shift 3
    local podir=meson-helper/po/$domain
    sources "$texts" "$folder" "$@" | sed 's|^|../|' > "$work/POTFILES"
    # The keywords: TextDomain.translate(message) and translate(singular, plural, count:).
    (cd meson-helper && xgettext --from-code=UTF-8 --add-comments=TRANSLATORS --no-wrap \
        --keyword=translate:1,1t --keyword=translate:1,2,3t --package-name="$domain" \
        --files-from="$work/POTFILES" -o "$work/$domain.pot" 2>&1 | grep -v "will try C" || true)
    # Swift's own escapes mean nothing to xgettext: such a message never matches at run time.
    if grep -n '\\u{' "$work/$domain.pot" >&2; then
        echo "a translatable literal uses a Swift-only escape (\\u{...}): write the character itself" >&2
        failed=1
    fi
    if $check; then
        cmp -s "$work/POTFILES" "$podir/POTFILES" \
            || { echo "$podir/POTFILES is out of date: run scripts/update-translations.sh" >&2; failed=1; }
        [ "$(messages "$work/$domain.pot")" = "$(messages "$podir/$domain.pot")" ] \
            || { echo "$podir/$domain.pot is out of date: run scripts/update-translations.sh" >&2; failed=1; }
        for language in $(sed 's/#.*//' "$podir/LINGUAS"); do
            local po=$podir/$language.po
            msgfmt --check -o /dev/null "$po" || failed=1
            local untranslated
            untranslated=$(msgattrib --untranslated --no-obsolete "$po"; msgattrib --only-fuzzy --no-obsolete "$po")
            [ -z "$untranslated" ] || { echo "$po has untranslated or fuzzy messages" >&2; failed=1; }
            local missing
            missing=$(msgcmp "$po" "$podir/$domain.pot" 2>&1) || { echo "$missing" >&2; failed=1; }
        done
    else
        cp "$work/POTFILES" "$podir/POTFILES"
        cp "$work/$domain.pot" "$podir/$domain.pot"
        for language in $(sed 's/#.*//' "$podir/LINGUAS"); do
            msgmerge --quiet --update --backup=none --no-wrap "$podir/$language.po" "$podir/$domain.pot"
        done
    fi
}

update_domain gtklistkit packageTexts Sources/GtkList
update_domain list-viewer appTexts Sources/ListViewerKit \
    resources/shortcuts-window.ui \
    resources/io.github.gtklistkit.ListViewer.desktop.in \
    resources/io.github.gtklistkit.ListViewer.gschema.xml \
    resources/io.github.gtklistkit.ListViewer.metainfo.xml.in
exit $failed
