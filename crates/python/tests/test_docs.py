"""The documentation cannot rot: the Python examples of the guide chapter
"From SageMath" and of the READMEs run here, the type stubs name exactly
the module's public items, and every item has a docstring for help()."""

import ast
import inspect
import os

import pytest

import hookgames as hg
from conftest import ROOT, python_blocks

DOCS = [
    ROOT / "crates" / "hookgames" / "src" / "guide" / "from_sagemath.md",
    ROOT / "README.md",
    ROOT / "crates" / "python" / "README.md",
]


@pytest.mark.parametrize("path", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_python_examples_run(path):
    blocks = python_blocks(path)
    assert blocks, f"{path} has no ```python example"
    namespace = {}
    for line, source in blocks:
        code = compile(source, f"{path}:{line}", "exec")
        exec(code, namespace)  # noqa: S102 - the documentation's own examples
    if os.environ.get("HOOKGAMES_REQUIRE_SAGE") and path.name == "from_sagemath.md":
        # The Sage step of .ci/python: the chapter's Sage blocks ran with Sage.
        assert namespace["Partition"] is not None, "the chapter's Sage block did not find Sage"
        assert namespace["SagePartition"] is not None, "the timing block did not find Sage"


def public_names():
    # maturin installs a package `hookgames` around the extension module
    # `hookgames.hookgames`; the package re-exports the module's items.
    return {n for n in dir(hg) if not n.startswith("_") and n != "hookgames"} | {"__version__"}


def stub_names():
    tree = ast.parse((ROOT / "crates" / "python" / "hookgames.pyi").read_text(encoding="utf-8"))
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    # The stubs' own helpers (type aliases and variables) are private, and
    # __all__ lists the public names.
    return {n for n in names if not n.startswith("_")} | {"__version__"}


def test_stubs_name_exactly_the_public_items():
    assert stub_names() == public_names()


def test_stub_methods_exist():
    tree = ast.parse((ROOT / "crates" / "python" / "hookgames.pyi").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            cls = getattr(hg, node.name)
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name != "__new__":
                    assert hasattr(cls, item.name), f"{node.name}.{item.name} is in the stubs only"
            methods = {m for m in vars(cls) if not m.startswith("_")}
            stubbed = {i.name for i in node.body if isinstance(i, ast.FunctionDef)}
            assert methods <= stubbed, f"{node.name}: {methods - stubbed} missing from the stubs"


def test_the_stubs_all_is_the_modules():
    tree = ast.parse((ROOT / "crates" / "python" / "hookgames.pyi").read_text(encoding="utf-8"))
    (listed,) = [n.value for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == "__all__"]
    assert [e.value for e in listed.elts] == list(hg.__all__)


def test_every_constant_is_documented_in_the_stubs():
    tree = ast.parse((ROOT / "crates" / "python" / "hookgames.pyi").read_text(encoding="utf-8"))
    documented = set()
    for node, after in zip(tree.body, tree.body[1:]):
        if isinstance(node, ast.AnnAssign) and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant):
            documented.add(node.target.id)
    constants = {n for n in public_names() if isinstance(getattr(hg, n), int)}
    assert constants and constants <= documented, constants - documented


def test_every_item_has_a_docstring():
    assert hg.__doc__
    for name in public_names() - {"__version__"}:
        obj = getattr(hg, name)
        if isinstance(obj, int):
            continue  # a limit: the stubs document it
        assert inspect.getdoc(obj), f"{name} has no docstring"
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for attr, member in vars(obj).items():
                if not attr.startswith("_"):
                    assert inspect.getdoc(member), f"{name}.{attr} has no docstring"
