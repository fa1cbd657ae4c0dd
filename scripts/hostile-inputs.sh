#!/usr/bin/env bash
# Writes files made to hurt a file viewer into FOLDER (created), for scripts/open-all.sh:
# marks alone, zeros, binary bytes, a 10 MB line, deep nesting, wide rows, broken quotes, every
# kind of line end, invalid and overlong UTF-8, compressed files cut, damaged or empty, a
# sparse 2 GB file, and links and special files.
#   scripts/hostile-inputs.sh FOLDER
set -euo pipefail
folder=${1:?usage: $0 FOLDER}
mkdir -p "$folder"
cd "$folder"
python3 - <<'EOF'
import os, random
random.seed(39)
def write(name, data):
    with open(name, 'wb') as f: f.write(data)
write('bom-only.csv', b'\xef\xbb\xbf')
write('bom-only.json', b'\xef\xbb\xbf')
write('bom-newline.csv', b'\xef\xbb\xbf\n')
write('half-bom.csv', b'\xef\xbb')
write('utf16le-bom-only.csv', b'\xff\xfe')
write('utf16be-odd.csv', b'\xfe\xffa')
write('zeros.jsonl', b'\0' * 100_000)
write('zeros-lines.csv', b'\0,\0\n' * 10_000)
write('binary.bin', bytes(random.randrange(256) for _ in range(200_000)))
write('binary.jsonl', bytes(random.randrange(256) for _ in range(200_000)))
write('long-line.jsonl', b'{"msg": "' + b'a' * 10_000_000 + b'"}\n')
write('long-line-broken.jsonl', b'{"msg": "' + b'a' * 10_000_000 + b'\n')
write('backslashes.jsonl', b'{"msg": "' + b'\\' * 1_000_001 + b'"}\n')
write('deep-array.json', b'[' * 100_000 + b']' * 100_000)
write('deep-object.jsonl', b'{"a":' * 50_000 + b'1' + b'}' * 50_000 + b'\n')
write('huge-number.jsonl', b'{"n": 1' + b'0' * 100_000 + b'}\n')
write('wide-row.csv', b','.join(b'c%d' % i for i in range(20_000)) + b'\n' + b','.join(b'%d' % i for i in range(20_000)) + b'\n')
write('unclosed-quote.csv', b'a,b\n1,"never closed\n2,3\n' * 1000)
write('quote-after-field.csv', b'a,b\n1,x"y"\n')
write('cr-only.csv', b'a,b\r1,2\r3,4\r')
write('mixed-line-ends.jsonl', b'{"a":1}\r\n{"a":2}\n{"a":3}\r{"a":4}\n\r\n')
write('empty-lines.jsonl', b'\n' * 1_000_000)
write('invalid-utf8.jsonl', b'{"msg": "caf\xe9 \xc3\x28 \xa0\xa1 \xf0\x28\x8c\x28"}\n' * 100)
write('overlong-utf8.jsonl', b'{"msg": "\xc0\xaf \xe0\x80\xaf \xed\xa0\x80"}\n')
write('lone-surrogate-escape.jsonl', b'{"msg": "\\ud800 \\udfff \\ud800\\u0041"}\n')
write('nul-in-string.jsonl', b'{"msg": "a\\u0000b"}\n{"msg": "a\x00b"}\n')
write('duplicate-keys.jsonl', b'{"a": 1, "a": 2, "a": 3}\n' * 10)
write('trailing-garbage.json', b'[{"a": 1}] garbage')
write('two-documents.json', b'{"a": 1}{"b": 2}')
write('only-whitespace.jsonl', b' \t\r\n' * 10_000)
write('format-switch.jsonl', b'{"a": 1}\n' * 100 + b'name,value\nx,1\n' + b'{"a": 2}\n' * 100)
write('control-characters.csv', b'a,b\n' + bytes(range(1, 32)).replace(b'\n', b'').replace(b'\r', b'').replace(b',', b'') + b',x\n')
write('bidi-and-separators.jsonl', '{"msg": "\u202eevil\u2028line\u2029para\u0085next"}\n'.encode())
EOF
# Compressed files: cut, damaged, empty, a header alone, and one whose size lies.
seq 1 100000 | sed 's/.*/{"n": &, "msg": "line &"}/' > plain.jsonl
gzip -c plain.jsonl > whole.jsonl.gz
head -c 10 whole.jsonl.gz > header-only.jsonl.gz
head -c $(( $(stat -c%s whole.jsonl.gz) / 2 )) whole.jsonl.gz > cut.jsonl.gz
cp whole.jsonl.gz flipped.jsonl.gz
printf '\xff\xff\xff\xff\xff\xff\xff\xff' | dd of=flipped.jsonl.gz bs=1 seek=$(( $(stat -c%s whole.jsonl.gz) / 2 )) conv=notrunc 2>/dev/null
zstd -q -c plain.jsonl > whole.jsonl.zst
head -c 6 whole.jsonl.zst > header-only.jsonl.zst
head -c $(( $(stat -c%s whole.jsonl.zst) / 2 )) whole.jsonl.zst > cut.jsonl.zst
bzip2 -c plain.jsonl > whole.jsonl.bz2
head -c 30000 whole.jsonl.bz2 > cut.jsonl.bz2
printf '\xfd7zXZ\x00garbage that is no xz stream' > garbage.jsonl.xz
: > empty.jsonl.gz
printf '\x1f\x8b' > magic-only.gz
rm plain.jsonl whole.jsonl.gz whole.jsonl.zst whole.jsonl.bz2
# A sparse file of 2 GB of zeros, links and a special file.
truncate -s 2G sparse-zeros.jsonl
ln -sf nowhere dangling-link.jsonl
ln -sf loop-b.jsonl loop-a.jsonl
ln -sf loop-a.jsonl loop-b.jsonl
mkfifo pipe.jsonl 2>/dev/null || true
mkdir -p a-directory.jsonl
echo "$(ls | wc -l) hostile inputs in $folder"
