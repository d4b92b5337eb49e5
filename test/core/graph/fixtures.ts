/** A small inline repository exercising every edge kind and resolution rule. */
import { py } from './memory-source.js';

export const SHOP: Record<string, string> = {
  'shop/__init__.py': py(`
    from .models import *
    from .util import helper as public_helper
    __all__ = ["Item", "public_helper"]
  `),
  'shop/models.py': py(`
    __all__ = ["Item", "Base"]

    class Base:
        def save(self):
            return self._write()

        def _write(self):
            return 1

    class Item(Base):
        price: "Money"

        def __init__(self, name):
            self.name = name
            self.tags = TagSet()

        def total(self):
            return self.price

    class TagSet:
        def add(self, tag):
            return tag

    class _Hidden:
        pass

    class Money:
        pass
  `),
  'shop/util.py': py(`
    def helper(x):
        return x

    def unused():
        return 0
  `),
  'shop/errors.py': py(`
    class ShopError(Exception):
        pass

    class NotFound(ShopError):
        pass
  `),
  'shop/deco.py': py(`
    def register(fn):
        return fn
  `),
  'shop/cycle_a.py': py(`
    from .cycle_b import thing
  `),
  'shop/cycle_b.py': py(`
    from .cycle_a import thing
  `),
  'shop/service.py': py(`
    from . import util
    from .models import Item, Base
    from .errors import ShopError, NotFound
    from .deco import register
    from shop import public_helper

    class Service(Item):
        def __init__(self):
            super().__init__("svc")
            self.store: Item = Item("x")

        @register
        def run(self, value: Base) -> "Item":
            if isinstance(value, NotFound):
                raise NotFound()
            try:
                util.helper(value)
            except ShopError:
                pass
            self.save()
            self.store.total()
            self.tags.add("t")
            public_helper(1)
            from .util import unused
            unused()
            return super().total()

        @classmethod
        def make(cls):
            return cls.run(None)
  `),
  'docs/conf.py': 'project = "shop"\n',
};
