#!/usr/bin/env python3
# Writes the binary property list fixtures (run from this folder) with
# Python's plistlib, which writes `bplist00` as CoreFoundation does.
import datetime, plistlib

open("Binary.plist", "wb").write(plistlib.dumps(
    {"UILaunchScreen": {"UIColorName": "Red"}}, fmt=plistlib.FMT_BINARY))

open("Rich.plist", "wb").write(plistlib.dumps({
    "Name": "Caf\u00e9 \u2615",          # not ASCII: written as UTF-16
    "Plain": "ascii",
    "Small": 42,
    "Negative": -1,                     # an 8-byte signed integer
    "Large": 2 ** 40,
    "Real": 15.5,
    "Flag": True,
    "Off": False,
    "Blob": b"Hello",
    "When": datetime.datetime(2026, 1, 2, 3, 4, 5),
    "List": ["a", 1, [True]],
    "Nested": {"Inner": {"Key": "value"}},
}, fmt=plistlib.FMT_BINARY, sort_keys=True))
