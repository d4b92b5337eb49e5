"""Pricing rules: bulk discounts, coupons and shipping."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from .models import Order, OrderLine

FREE_SHIPPING_FROM = Decimal("50.00")
SHIPPING_FEE = Decimal("4.90")
COUPONS: dict[str, Decimal] = {"WELCOME10": Decimal("0.10"), "BOOKWORM20": Decimal("0.20")}


def line_discount(line: OrderLine) -> Decimal:
    """5% off a line of 3 to 9 copies, 10% off 10 copies or more."""
    if line.quantity >= 10:
        return line.subtotal * Decimal("0.10")
    if line.quantity >= 3:
        return line.subtotal * Decimal("0.05")
    return Decimal("0")


def coupon_rate(code: str | None) -> Decimal:
    if code is None:
        return Decimal("0")
    return COUPONS.get(code.upper(), Decimal("0"))


def shipping_for(amount: Decimal) -> Decimal:
    return Decimal("0") if amount >= FREE_SHIPPING_FROM else SHIPPING_FEE


def round_money(amount: Decimal) -> Decimal:
    return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def order_total(order: Order) -> Decimal:
    """Total to charge for ``order``: line subtotals minus line discounts, then the
    coupon's rate off that, plus shipping (free from FREE_SHIPPING_FROM), rounded to cents."""
