"""Domain errors raised by the bookshop services."""


class BookshopError(Exception):
    """Base class of every error the bookshop raises on purpose."""


class OutOfStockError(BookshopError):
    """Raised when an order asks for more copies than are in stock."""

    def __init__(self, isbn: str, requested: int, available: int) -> None:
        super().__init__(f"{isbn}: requested {requested}, only {available} in stock")
        self.isbn = isbn
        self.requested = requested
        self.available = available


class UnknownBookError(BookshopError):
    """Raised when an ISBN is not in the catalog."""


class InvalidTransitionError(BookshopError):
    """Raised when an order cannot move to the requested status."""
