#!/usr/bin/env python3
"""Validates `keygraph check --sarif` logs against the SARIF 2.1.0 JSON Schema.

    Tests/Schemas/check_sarif.py SCHEMA LOG...

SCHEMA is OASIS's sarif-schema-2.1.0.json (oasis-tcs/sarif-spec, sarif-2.1/schema/; not
shipped here). Each LOG is a file `check --sarif` wrote. Exits 0 when every log validates,
1 with every error otherwise, 2 when jsonschema is missing.
"""
import json, sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed (pip install jsonschema)", file=sys.stderr)
    sys.exit(2)


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1]) as f:
        schema = json.load(f)
    validator = jsonschema.Draft4Validator(schema)
    failed = 0
    for path in argv[2:]:
        with open(path) as f:
            log = json.load(f)
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        for error in errors:
            print(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
        results = sum(len(run.get("results", [])) for run in log.get("runs", []))
        print(f"{path}: {'invalid' if errors else 'valid'} ({results} results)")
        failed += bool(errors)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
