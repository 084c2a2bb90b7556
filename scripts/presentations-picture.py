#!/usr/bin/env python3
"""README's docs/images/presentations-in-motion.png from the PresentationMotionGoldenTests goldens
(three progress values of three structures). Needs Pillow (Debian: python3-pil). Run from the root:
    python3 scripts/presentations-picture.py
"""
from PIL import Image, ImageDraw, ImageFont

BASE = "Tests/WhimExamplesTests/__Snapshots__/PresentationMotionGoldenTests/motion."
ROWS = [
    ("sheet", "Tracker: stats sheet rises to its medium detent"),
    ("drawer", "Waha: the menu drawer slides over the main stack"),
    ("conditional-root", "Navigator: logging in switches Login to Home (Fade)"),
]
COLUMNS = ["025", "050", "075"]
CELL_W, CELL_H, PAD, LABEL_H, TITLE_H = 300, 169, 8, 22, 30
FONTS = "/usr/share/fonts/truetype/dejavu/"

width = PAD + len(COLUMNS) * (CELL_W + PAD)
height = TITLE_H + len(ROWS) * (LABEL_H + CELL_H + PAD) + PAD
image = Image.new("RGB", (width, height), (250, 250, 250))
draw = ImageDraw.Draw(image)
regular = ImageFont.truetype(FONTS + "DejaVuSans.ttf", 13)
bold = ImageFont.truetype(FONTS + "DejaVuSans-Bold.ttf", 15)
draw.text((PAD, 8), "Presentations in motion over the map (held at p = 0.25, 0.5, 0.75)", font=bold, fill=(32, 33, 36))
y = TITLE_H
for name, caption in ROWS:
    draw.text((PAD, y + 4), caption, font=regular, fill=(60, 64, 67))
    y += LABEL_H
    for i, column in enumerate(COLUMNS):
        cell = Image.open(f"{BASE}{name}-p{column}.png").convert("RGB").resize((CELL_W, CELL_H), Image.LANCZOS)
        x = PAD + i * (CELL_W + PAD)
        image.paste(cell, (x, y))
        draw.rectangle([x - 1, y - 1, x + CELL_W, y + CELL_H], outline=(200, 200, 200))
    y += CELL_H + PAD
image.save("docs/images/presentations-in-motion.png", optimize=True)
