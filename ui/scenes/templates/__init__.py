"""Scene templates other screens are made of: a page with a title and Back
(:mod:`~ui.scenes.templates.page`), a screen round a row list
(:mod:`~ui.scenes.templates.list_scene`) and an overlay that asks for one line of text
(:mod:`~ui.scenes.templates.entry_dialog`). Screens of any feature build on them; they
are not screens themselves, so importing one is not a scene importing another."""
