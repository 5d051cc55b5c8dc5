#!/usr/bin/env python3
"""Turns a terminal's text with its colours (`tmux capture-pane -e -p`) into a picture.

Reads the capture on standard input and writes ImageMagick's vector format (MVG) on standard
output, for `convert`:

    tmux capture-pane -e -p -t studio | scripts/studio-picture.py > studio.mvg
    convert mvg:studio.mvg docs/studio.png

Each cell is painted with its background, then its character in its colour (the xterm
256-colour palette; the terminal's own colours are a dark theme), in DejaVu Sans Mono.
"""
import re
import sys

SIZE = 14
WIDTH = SIZE * 0.6021
HEIGHT = 17
DEFAULT_FG = (208, 208, 208)
DEFAULT_BG = (30, 30, 30)
BASIC = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
         (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
         (255, 0, 255), (0, 255, 255), (255, 255, 255)]


def colour(index):
    if index < 16:
        return BASIC[index]
    if index < 232:
        index -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return (steps[index // 36], steps[(index // 6) % 6], steps[index % 6])
    grey = 8 + 10 * (index - 232)
    return (grey, grey, grey)


def apply(codes, style):
    codes = codes or [0]
    i = 0
    while i < len(codes):
        code = codes[i]
        if code == 0:
            style.update(fg=None, bg=None, bold=False, dim=False, inverse=False)
        elif code == 1:
            style['bold'] = True
        elif code == 2:
            style['dim'] = True
        elif code == 22:
            style.update(bold=False, dim=False)
        elif code == 7:
            style['inverse'] = True
        elif code == 27:
            style['inverse'] = False
        elif 30 <= code <= 37 or 90 <= code <= 97:
            style['fg'] = colour(code - 30 if code < 90 else code - 82)
        elif 40 <= code <= 47 or 100 <= code <= 107:
            style['bg'] = colour(code - 40 if code < 100 else code - 92)
        elif code == 39:
            style['fg'] = None
        elif code == 49:
            style['bg'] = None
        elif code in (38, 48) and i + 2 < len(codes) and codes[i + 1] == 5:
            style['fg' if code == 38 else 'bg'] = colour(codes[i + 2])
            i += 2
        elif code in (38, 48) and i + 4 < len(codes) and codes[i + 1] == 2:
            style['fg' if code == 38 else 'bg'] = tuple(codes[i + 2:i + 5])
            i += 4
        i += 1


def cells(text):
    rows = []
    style = dict(fg=None, bg=None, bold=False, dim=False, inverse=False)
    for line in text.split('\n'):
        row = []
        for part in re.split(r'(\x1b\[[0-9;]*m)', line):
            if part.startswith('\x1b['):
                apply([int(c) if c else 0 for c in part[2:-1].split(';')], style)
                continue
            for character in part:
                fg, bg = style['fg'] or DEFAULT_FG, style['bg'] or DEFAULT_BG
                if style['inverse']:
                    fg, bg = bg, fg
                if style['dim']:
                    fg = tuple((a + b) // 2 for a, b in zip(fg, bg))
                row.append((character, fg, bg, style['bold']))
        rows.append(row)
    while rows and not rows[-1]:
        rows.pop()
    return rows


def hex_colour(rgb):
    return '#%02x%02x%02x' % rgb


def mvg(rows, columns):
    out = ['viewbox 0 0 %d %d' % (round(columns * WIDTH) + 16, len(rows) * HEIGHT + 16),
           'fill %s' % hex_colour(DEFAULT_BG), 'rectangle 0,0 %d,%d' % (round(columns * WIDTH) + 16, len(rows) * HEIGHT + 16),
           'font-size %d' % SIZE]
    for y, row in enumerate(rows):
        for x, (_, _, bg, _) in enumerate(row):
            if bg != DEFAULT_BG:
                left, top = 8 + x * WIDTH, 8 + y * HEIGHT
                out.append('fill %s rectangle %.2f,%d %.2f,%d' % (hex_colour(bg), left, top, left + WIDTH, top + HEIGHT))
    for y, row in enumerate(rows):
        for x, (character, fg, _, bold) in enumerate(row):
            if character == ' ':
                continue
            font = 'DejaVu-Sans-Mono-Bold' if bold else 'DejaVu-Sans-Mono'
            escaped = character.replace('\\', '\\\\').replace("'", "\\'")
            out.append("font '%s' fill %s text %.2f,%d '%s'" % (font, hex_colour(fg), 8 + x * WIDTH, 8 + y * HEIGHT + 13, escaped))
    return '\n'.join(out) + '\n'


rows = cells(sys.stdin.read())
print(mvg(rows, max((len(row) for row in rows), default=0)), end='')
