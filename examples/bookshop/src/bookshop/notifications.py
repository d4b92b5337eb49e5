"""Customer notifications."""

from __future__ import annotations

from typing import Protocol


class Notifier(Protocol):
    def send(self, customer: str, message: str) -> None: ...


class MemoryNotifier:
    """Keeps messages in memory; used in tests and the demo."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, str]] = []

    def send(self, customer: str, message: str) -> None:
        self.sent.append((customer, message))
