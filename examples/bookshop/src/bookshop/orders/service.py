"""The order workflow: placing, paying and cancelling orders."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from ..errors import InvalidTransitionError
from .models import ALLOWED_TRANSITIONS, Order, OrderLine, OrderStatus
from .pricing import order_total

if TYPE_CHECKING:
    from ..catalog.inventory import Inventory
    from ..notifications import Notifier


class OrderService:
    """Places orders against an inventory and notifies customers."""

    _ids = itertools.count(1)

    def __init__(self, inventory: Inventory, notifier: Notifier) -> None:
        self.inventory = inventory
        self.notifier = notifier
        self.orders: dict[str, Order] = {}

    def _transition(self, order: Order, status: OrderStatus) -> None:
        if status not in ALLOWED_TRANSITIONS[order.status]:
            raise InvalidTransitionError(f"{order.id}: {order.status.value} -> {status.value}")
        order.status = status

    def place_order(self, customer: str, items: dict[str, int], coupon: str | None = None) -> Order:
        """Reserve stock for every item (isbn -> copies) and record a pending order.

        If any item is out of stock, copies already reserved for this order are released
        and the OutOfStockError propagates. The customer is notified with the order total.
        """
        raise NotImplementedError

    def pay(self, order_id: str) -> Order:
        order = self.orders[order_id]
        self._transition(order, OrderStatus.PAID)
        self.notifier.send(order.customer, f"Payment received for order {order.id}.")
        return order

    def cancel_order(self, order_id: str) -> Order:
        """Cancel a pending or paid order and put its copies back into stock."""
        # TODO: implement
        pass
