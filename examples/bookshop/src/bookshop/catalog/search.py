"""Searching the catalog."""

from __future__ import annotations

from .inventory import Inventory
from .models import Book


def rank(book: Book, term: str) -> int:
    """Higher is better: a title match beats an author match beats a tag match."""
    lowered = term.lower()
    if lowered in book.title.lower():
        return 3
    if any(lowered in author.name.lower() for author in book.authors):
        return 2
    return 1


def search_books(inventory: Inventory, term: str, in_stock_only: bool = False) -> list[Book]:
    """Return the books matching ``term``, best match first, then by title.

    Uses ``Book.matches`` to filter and ``rank`` to order. With ``in_stock_only``,
    books with no copies available are left out.
    """
    ...
