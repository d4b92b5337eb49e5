"""Stock levels per ISBN."""

from __future__ import annotations

from ..errors import OutOfStockError, UnknownBookError
from ..storage.base import Storage
from .models import Book


class Inventory:
    """Tracks the catalog and how many copies of each book are in stock."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._books: dict[str, Book] = {}
        self._stock: dict[str, int] = {}

    def add_book(self, book: Book, copies: int = 0) -> None:
        self._books[book.isbn] = book
        self._stock[book.isbn] = self._stock.get(book.isbn, 0) + copies
        self.storage.save("stock", self._stock)

    def get(self, isbn: str) -> Book:
        try:
            return self._books[isbn]
        except KeyError:
            raise UnknownBookError(isbn) from None

    def available(self, isbn: str) -> int:
        self.get(isbn)
        return self._stock.get(isbn, 0)

    def reserve(self, isbn: str, copies: int) -> None:
        """Take copies out of stock, or raise OutOfStockError without changing anything."""
        available = self.available(isbn)
        if copies > available:
            raise OutOfStockError(isbn, copies, available)
        self._stock[isbn] = available - copies
        self.storage.save("stock", self._stock)

    def release(self, isbn: str, copies: int) -> None:
        """Put copies back into stock (e.g. when an order is cancelled)."""
        self._stock[isbn] = self.available(isbn) + copies
        self.storage.save("stock", self._stock)

    def books(self) -> list[Book]:
        return list(self._books.values())
