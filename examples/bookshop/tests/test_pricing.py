from decimal import Decimal

from bookshop.orders.models import Order, OrderLine
from bookshop.orders.pricing import line_discount, order_total


def test_line_discount_for_bulk():
    line = OrderLine("111", 10, Decimal("5.00"))
    assert line_discount(line) == Decimal("5.00")


def test_order_total_with_coupon_and_shipping():
    order = Order("1", "ada", [OrderLine("111", 2, Decimal("10.00"))], coupon="welcome10")
    assert order_total(order) == Decimal("22.90")
