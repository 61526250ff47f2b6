-- Brands, categories, units, complaint and task types can be renamed (issue 12), under a new right category_edit.
-- A fresh install writes the module's actions from the contracts (loadReferenceData); an installed database
-- gets the action here, so the access-rights screen offers it. Nobody but the admin holds it until given it.
UPDATE `modules` SET `actions` = 'view,add,edit,delete' WHERE `slug` = 'category';
