"""A small bookshop backend: a catalog, orders with pricing rules, and pluggable storage."""

from .catalog.models import Book, Author
from .orders.models import Order, OrderLine, OrderStatus
from .orders.service import OrderService

__all__ = ["Book", "Author", "Order", "OrderLine", "OrderStatus", "OrderService"]
