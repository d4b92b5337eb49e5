from .models import Author, Book
from .inventory import Inventory

__all__ = ["Author", "Book", "Inventory"]
