"""Catalog entities."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal


@dataclass(frozen=True)
class Author:
    name: str
    born: int | None = None


@dataclass
class Book:
    isbn: str
    title: str
    authors: list[Author] = field(default_factory=list)
    price: Decimal = Decimal("0.00")
    tags: set[str] = field(default_factory=set)

    def matches(self, term: str) -> bool:
        """True when the term appears in the title, an author's name or a tag (case-insensitive)."""
        needle = normalize(term)
        if needle in normalize(self.title):
            return True
        if any(needle in normalize(author.name) for author in self.authors):
            return True
        return any(needle == normalize(tag) for tag in self.tags)


def normalize(text: str) -> str:
    """Lower-case and collapse whitespace so that searches ignore formatting."""
    return " ".join(text.lower().split())
