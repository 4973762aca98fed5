"""The templates' environment reads a dict's field as jinja2 does, without an exception a read."""

from collections import OrderedDict

import pytest
from jinja2 import Environment, StrictUndefined

from oracle.clarify.render import Templates

TEMPLATE = ("{{ d.name }}|{{ d.items is callable }}|{{ d['items'] }}|{{ d.get('name') }}|{{ d.missing is defined }}|"
            "{{ o.name }}|{{ o.real }}|{% for k, v in d.items() %}{{ k }}={{ v }};{% endfor %}")


class Named:
    name = "an object's attribute"


@pytest.mark.parametrize("d", [
    {"name": "a field", "items": "a field named like a dict's method", "count": 3},
    OrderedDict(name="a field of a dict subclass", items="its own item"),
    {},
], ids=["dict", "dict-subclass", "empty"])
def test_a_dicts_fields_read_as_jinja2_reads_them(d):
    kwargs = dict(d=d, o=Named())
    plain = Environment().from_string(TEMPLATE).render(**kwargs)
    ours = Templates().from_string(TEMPLATE).render(**kwargs)
    assert ours == plain


def test_a_missing_field_is_the_environments_undefined():
    with pytest.raises(Exception) as plain:
        Environment(undefined=StrictUndefined).from_string("{{ d.missing }}").render(d={"name": 1})
    with pytest.raises(Exception) as ours:
        Templates(undefined=StrictUndefined).from_string("{{ d.missing }}").render(d={"name": 1})
    assert type(ours.value) is type(plain.value) and str(ours.value) == str(plain.value)


def test_a_field_is_read_without_an_attribute_error(monkeypatch):
    """What made the reports slow and the collector busy: each ``clause.id`` of a dict raised and
    caught an AttributeError in jinja2's own lookup."""
    seen = []
    real = Environment.getattr
    monkeypatch.setattr(Environment, "getattr", lambda self, obj, name: seen.append(name) or real(self, obj, name))
    assert Templates().from_string("{{ c.id }} {{ c.items()|list|length }}").render(c={"id": "x"}) == "x 1"
    assert seen == ["items"]  # a dict's own method still goes jinja2's way
