#import "RecipeListViewController.h"

@interface RecipeListViewController ()
@property (nonatomic, copy) NSString *prepCtxRecipe; // not visible to Swift reflection
@end

@implementation RecipeListViewController

- (IBAction)unwindToList:(UIStoryboardSegue *)segue {
    /* @interface NotAClass : NSObject in a comment is not a class */
}

- (IBAction)unwindToList:(UIStoryboardSegue *)segue animated:(BOOL)animated {
}

@end
